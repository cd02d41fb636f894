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

export type RedisOptions = {
  /** A redis.conf to load first (a sample's ACL users, say); the options below override it. */
  configFile?: string;
  /** More `--directive value` arguments, e.g. `['--user', 'admin', 'on', '>secret', '~*', '&*', '+@all']`. */
  args?: string[];
};

function redisServerBinary() {
  return findBinary('redis-server', ['/usr/bin/redis-server', '/usr/local/bin/redis-server']);
}

/** A throwaway Redis server on a free loopback port, with no persistence. */
export async function startRedis(options: RedisOptions = {}): Promise<Service> {
  const port = await freePort();
  const config = options.configFile ? [path.resolve(options.configFile)] : [];
  const child = spawn(
    redisServerBinary(),
    [...config, '--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...(options.args ?? [])],
    {stdio: 'ignore'},
  );
  await waitForPort(port);
  return {url: `redis://127.0.0.1:${port}`, port, stop: stopper(child)};
}

export type RedisCluster = {
  /** `redis://127.0.0.1:<port>` of each master: a client needs one or more of them to discover the cluster. */
  nodes: string[];
  stop: () => Promise<void>;
};

export type RedisClusterOptions = RedisOptions & {
  /** 3 by default, the fewest `redis-cli --cluster create` accepts. */
  masters?: number;
  /** How redis-cli logs in, when `configFile` or `args` turn the default user off: `['--user', 'admin', '--pass', 'secret']`. */
  cliArgs?: string[];
};

/**
 * A throwaway Redis Cluster: Redis servers in cluster mode on free loopback ports (masters only, no persistence), each
 * started with `configFile` and `args`, their slots assigned by `redis-cli --cluster create`. Resolves once every
 * node says `cluster_state:ok`.
 */
export async function startRedisCluster(options: RedisClusterOptions = {}): Promise<RedisCluster> {
  const {masters = 3, cliArgs = []} = options;
  const cli = findBinary('redis-cli', ['/usr/bin/redis-cli', '/usr/local/bin/redis-cli']);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redis-cluster-'));
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    await Promise.all(stops.map((stopNode) => stopNode()));
    fs.rmSync(dir, {recursive: true, force: true});
  };
  try {
    const ports: number[] = [];
    const taken = new Set<number>();
    const nextPort = async () => {
      let port = await freePort();
      while (taken.has(port)) port = await freePort();
      taken.add(port);
      return port;
    };
    for (let i = 0; i < masters; i++) {
      // the cluster bus needs a port too (by default the node's port + 10000, which may be taken or out of range)
      const [port, busPort] = [await nextPort(), await nextPort()];
      const child = spawn(
        redisServerBinary(),
        [...(options.configFile ? [path.resolve(options.configFile)] : []), '--port', String(port), '--cluster-port',
          String(busPort), '--bind', '127.0.0.1', '--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`,
          '--dir', dir, '--save', '', '--appendonly', 'no', ...(options.args ?? [])],
        {stdio: 'ignore'},
      );
      stops.push(stopper(child));
      await waitForPort(port);
      ports.push(port);
    }
    const addresses = ports.map((port) => `127.0.0.1:${port}`);
    execFileSync(cli, [...cliArgs, '--cluster', 'create', ...addresses, '--cluster-replicas', '0', '--cluster-yes'], {stdio: 'ignore'});
    const deadline = Date.now() + 30_000;
    for (const port of ports) {
      while (!execFileSync(cli, [...cliArgs, '-p', String(port), 'cluster', 'info'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']})
        .includes('cluster_state:ok')) {
        if (Date.now() > deadline) throw new Error(`the Redis Cluster on ports ${ports.join(', ')} is not ready after 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    return {nodes: addresses.map((address) => `redis://${address}`), stop};
  } catch (error) {
    await stop();
    throw error;
  }
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
