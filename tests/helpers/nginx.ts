import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {waitForPort} from './processes';

export type RunningNginx = {
  /** The temporary prefix: configuration, logs, pid file and nginx's temp folders, removed by stop(). */
  prefix: string;
  /** The lines of the access log so far: `client-address upstream-address status method uri`. */
  accessLog: () => string[];
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Debian's nginx in the foreground (a child of this process), with everything under a temporary prefix: no system
 * configuration is read or touched but mime.types. `site` is the content of the `http` block (server blocks and so
 * on); `ports` are waited for. The access log names the upstream each request went to.
 */
export async function startNginx(site: string, ports: number[]): Promise<RunningNginx> {
  const binary = '/usr/sbin/nginx';
  if (!fs.existsSync(binary)) throw new Error('nginx is not installed: run scripts/install-system-deps.sh (as root) or apt-get install nginx');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-test-'));
  // As root, nginx's workers run as `nobody`: they must be able to enter the prefix.
  fs.chmodSync(prefix, 0o755);
  const mimeTypes = fs.existsSync('/etc/nginx/mime.types') ? 'include /etc/nginx/mime.types;' : '';
  fs.writeFileSync(path.join(prefix, 'site.conf'), site);
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  ${mimeTypes}
  default_type application/octet-stream;
  log_format upstream '$remote_addr $upstream_addr $status $request_method $request_uri';
  access_log ${prefix}/access.log upstream;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`,
  );
  const child = spawn(binary, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', 'stderr'], {stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(prefix, {recursive: true, force: true});
  };
  try {
    await Promise.race([
      Promise.all(ports.map((port) => waitForPort(port))),
      exited.then(() => Promise.reject(new Error(`nginx exited:\n${output}`))),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    prefix,
    output: () => output,
    accessLog: () => {
      const file = path.join(prefix, 'access.log');
      return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
    },
    stop,
  };
}
