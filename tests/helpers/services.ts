import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {freePort, waitForPort} from './processes';

export type Service = {url: string; port: number; stop: () => Promise<void>};

function stopper(child: ChildProcess, cleanup: () => void = () => {}) {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    cleanup();
  };
}

function findBinary(name: string, candidates: string[]): string {
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(`${name} is not installed: run scripts/install-system-deps.sh (as root) or install it from your package manager`);
  }
  return found;
}

/** A throwaway Redis server on a free loopback port, with no persistence. */
export async function startRedis(): Promise<Service> {
  const binary = findBinary('redis-server', ['/usr/bin/redis-server', '/usr/local/bin/redis-server']);
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitForPort(port);
  return {url: `redis://127.0.0.1:${port}`, port, stop: stopper(child)};
}

/** A throwaway PostgreSQL cluster in a temporary folder; as root it runs as the `postgres` user, as Postgres wants. */
export async function startPostgres(): Promise<Service> {
  const binDir = fs.existsSync('/usr/lib/postgresql')
    ? path.join('/usr/lib/postgresql', fs.readdirSync('/usr/lib/postgresql').sort().at(-1)!, 'bin')
    : '';
  const initdb = findBinary('initdb', [path.join(binDir, 'initdb')]);
  const postgres = findBinary('postgres', [path.join(binDir, 'postgres')]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const asRoot = process.getuid?.() === 0;
  const run = (binary: string, args: string[]) => (asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args]) as [string, string[]];
  if (asRoot) execFileSync('chown', ['postgres', dataDir]);
  execFileSync(...run(initdb, ['-D', dataDir, '--auth=trust', '--username=postgres', '--no-sync']), {stdio: 'ignore'});
  const port = await freePort();
  const child = spawn(
    ...run(postgres, ['-D', dataDir, '-p', String(port), '-k', dataDir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off']),
    {stdio: 'ignore'},
  );
  await waitForPort(port, 30_000);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop: stopper(child, () => fs.rmSync(dataDir, {recursive: true, force: true})),
  };
}
