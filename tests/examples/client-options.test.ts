import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {ChildProcess} from 'node:child_process';
import {sampleFile, startNode} from '../helpers/processes';

/** Resolves once the process has exited, even if it already had. */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function run(file: string): Promise<string> {
  const sample = startNode(file);
  await exited(sample.child);
  assert.equal(sample.child.exitCode, 0, sample.output());
  return sample.output();
}

test('Socket, Manager and engine options each land where the page says', async () => {
  const out = await run('examples/client-options/overview.js');
  assert.match(out, /socket\.auth: \{"token":"abc"\}/);
  assert.match(out, /socket\.io\.opts\.reconnectionDelayMax: 10000/);
  assert.match(out, /socket\.io\.engine\.opts\.transports: websocket,polling/);
});

test('agent: the https.Agent reaches the engine', async () => {
  const out = await run('examples/client-options/agent.js');
  assert.match(out, /agent is an https\.Agent: true/);
  assert.match(out, /keepAlive: true/);
});

test('pfx and passphrase: the PKCS#12 bundle read from ./client.p12 reaches the engine', async (t) => {
  // a throwaway bundle beside the sample (or its CommonJS variant), where the sample reads it
  const dir = path.dirname(sampleFile('examples/client-options/pfx.js'));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'client-p12-'));
  const bundle = path.join(dir, 'client.p12');
  t.after(() => {
    fs.rmSync(bundle, {force: true});
    fs.rmSync(tmp, {recursive: true, force: true});
  });
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=client', '-days', '1',
    '-keyout', path.join(tmp, 'key.pem'), '-out', path.join(tmp, 'cert.pem')], {stdio: 'ignore'});
  execFileSync('openssl', ['pkcs12', '-export', '-inkey', path.join(tmp, 'key.pem'), '-in', path.join(tmp, 'cert.pem'),
    '-passout', 'pass:secret', '-out', bundle], {stdio: 'ignore'});
  const out = await run('examples/client-options/pfx.js');
  assert.match(out, new RegExp(`pfx bytes: ${fs.statSync(bundle).size}\\b`));
  assert.match(out, /passphrase: secret/);
});
