import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import {isNodeModuleSample} from '../../plugins/code-variants/samples';
import {commonJsPath} from '../../plugins/code-variants/mirror';

export const repoRoot = path.resolve(__dirname, '../..');

/**
 * The file to run for a sample: itself, or with CODE_VARIANT=cjs its CommonJS variant, in the tree
 * plugins/code-variants writes (run-commonjs-samples.ts runs the sample tests that way). Each variant run is
 * logged to CODE_VARIANT_LOG, which that runner reads to check that every variant the pages show ran.
 */
export function sampleFile(file: string): string {
  const relative = path.relative(repoRoot, path.resolve(repoRoot, file)).split(path.sep).join('/');
  if (process.env.CODE_VARIANT !== 'cjs' || !isNodeModuleSample(relative)) return path.resolve(repoRoot, file);
  if (process.env.CODE_VARIANT_LOG) fs.appendFileSync(process.env.CODE_VARIANT_LOG, `${relative}\n`);
  return commonJsPath(relative);
}

/** A port nobody listens on right now, so tests can run side by side. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing listened on port ${port} within ${timeoutMs} ms`);
}

export type RunningProcess = {
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr together. */
  output: () => string;
  /** Resolves when the output matches, rejects after the timeout with what was printed. */
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  stop: () => Promise<void>;
};

/** The Bun runtime of the `bun` devDependency, which runs the samples written for Bun. */
export const bunBinary = path.join(repoRoot, 'node_modules/.bin/bun');

/** Starts `node file` (a sample from examples/, say) with extra environment variables. */
export function startNode(file: string, env: Record<string, string> = {}, args: string[] = []): RunningProcess {
  return startRuntime(process.execPath, file, env, args);
}

/** Starts `bun file` with the Bun of node_modules, as startNode() does with Node.js. */
export function startBun(file: string, env: Record<string, string> = {}, args: string[] = []): RunningProcess {
  return startRuntime(bunBinary, file, env, args);
}

/** Runs a short script under Bun (`bun -e`) from the repository root, so that it imports the installed packages. */
export function startBunEval(code: string, env: Record<string, string> = {}): RunningProcess {
  return spawnProcess(bunBinary, ['-e', code], repoRoot, env, 'bun -e');
}

function startRuntime(runtime: string, file: string, env: Record<string, string>, args: string[]): RunningProcess {
  // The CommonJS variant when the CommonJS run asks for it (sampleFile).
  const script = sampleFile(file);
  return spawnProcess(runtime, [...args, script], path.dirname(script), env, file);
}

function spawnProcess(command: string, argv: string[], cwd: string, env: Record<string, string>, label: string): RunningProcess {
  const child = spawn(command, argv, {cwd, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async waitForOutput(pattern, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const match = output.match(pattern);
        if (match) return match[0];
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${label} did not print ${pattern}; it printed:\n${output}`);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** Starts a sample server on a free port (it reads PORT) and waits until it accepts connections. */
export async function startExampleServer(file: string, env: Record<string, string> = {}, nodeArgs: string[] = []) {
  return startServerWith(startNode, file, env, nodeArgs);
}

/** startExampleServer() for a sample that runs under Bun. */
export async function startBunServer(file: string, env: Record<string, string> = {}, bunArgs: string[] = []) {
  return startServerWith(startBun, file, env, bunArgs);
}

async function startServerWith(start: typeof startNode, file: string, env: Record<string, string>, args: string[]) {
  const port = await freePort();
  const server = start(file, {PORT: String(port), ...env}, args);
  try {
    await waitForPort(port);
  } catch (error) {
    await server.stop();
    throw new Error(`${(error as Error).message}\n${file} printed:\n${server.output()}`);
  }
  return {...server, port, url: `http://localhost:${port}`};
}
