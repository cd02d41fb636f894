import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {ChildProcess} from 'node:child_process';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {sampleFile, startExampleServer, startNode} from '../helpers/processes';

/** Resolves once the process has exited, even if it already had. */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

test('auth, query and extraHeaders reach the server; namespaces share one Manager unless forceNew', async (t) => {
  const server = await startExampleServer('examples/client-initialization/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/client-initialization/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/same Manager: true/);
  await client.waitForOutput(/forceNew, same Manager: false/);
  await client.waitForOutput(/server saw: .*"namespace":"\/admin".*/);
  await exited(client.child);
  const seen = client
    .output()
    .split('\n')
    .filter((line) => line.startsWith('server saw: '))
    .map((line) => JSON.parse(line.slice('server saw: '.length)));
  assert.equal(seen.length, 3);
  // the main socket: everything it passed
  assert.ok(seen.some((s) => s.namespace === '/' && s.auth.token === 'abc' && s.room === 'lobby' && s.clientVersion === '1.2.3'));
  // the /admin socket did not pass query nor headers, but it rides on the same connection, so it gets them
  assert.ok(seen.some((s) => s.namespace === '/admin' && s.auth.token === 'abc' && s.room === 'lobby' && s.clientVersion === '1.2.3'));
  // the forceNew socket has its own connection, with none of them
  assert.ok(seen.some((s) => s.namespace === '/' && Object.keys(s.auth).length === 0 && s.room === undefined));
  // it disconnects all three sockets, so the process exits on its own
  assert.equal(client.child.exitCode, 0);
});

test('defaults.js prints the default reconnection settings', async () => {
  const script = startNode('examples/client-initialization/defaults.js');
  await exited(script.child);
  const out = script.output();
  for (const line of [
    'reconnection: true',
    'reconnectionAttempts: Infinity',
    'reconnectionDelay: 1000',
    'reconnectionDelayMax: 5000',
    'randomizationFactor: 0.5',
    'timeout: 20000',
    'path: /socket.io',
  ]) {
    assert.ok(out.includes(line), `missing "${line}" in:\n${out}`);
  }
});

/** Runs a sample that needs no server (it disconnects what it opened) to its end, and returns what it printed. */
async function run(file: string): Promise<string> {
  const sample = startNode(file);
  await exited(sample.child);
  assert.equal(sample.child.exitCode, 0, sample.output());
  return sample.output();
}

test('first.js: io(url) connects to that server', async () => {
  assert.match(await run('examples/client-initialization/first.js'), /connecting to: server\.example\.com/);
});

test('manager.js: two namespaces opened on one Manager, auth for /admin', async () => {
  const out = await run('examples/client-initialization/manager.js');
  assert.match(out, /one Manager for both: true/);
  assert.match(out, /admin auth: \{"token":"abc"\}/);
});

test('node-tls.js: the headers and the PEM files read from its folder reach the engine', async (t) => {
  // throwaway PEM files beside the sample (or its CommonJS variant), where it reads them
  const dir = path.dirname(sampleFile('examples/client-initialization/node-tls.js'));
  const files = ['ca.pem', 'client-cert.pem', 'client-key.pem'].map((name) => path.join(dir, name));
  t.after(() => files.forEach((file) => fs.rmSync(file, {force: true})));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=client', '-days', '1',
    '-keyout', files[2]!, '-out', files[1]!], {stdio: 'ignore'});
  fs.copyFileSync(files[1]!, files[0]!);
  const out = await run('examples/client-initialization/node-tls.js');
  assert.match(out, /authorization: Bearer abc/);
  assert.match(out, /PEM files read: -----BEGIN CERTIFICATE----- \| -----BEGIN CERTIFICATE----- \| -----BEGIN PRIVATE KEY-----/);
});
