import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {ChildProcess} from 'node:child_process';
import {startNode} from '../helpers/processes';

/** Resolves once the process has exited, even if it already had. */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Runs a sample to its end (they need no server: each disconnects what it opened) and returns what it printed. */
async function run(file: string): Promise<string> {
  const sample = startNode(file);
  await exited(sample.child);
  assert.equal(sample.child.exitCode, 0, sample.output());
  return sample.output();
}

test('io(): two namespaces of one server share a Manager', async () => {
  assert.match(await run('examples/client-api/io.js'), /same Manager: true/);
});

test('connect() is io() under another name', async () => {
  assert.match(await run('examples/client-api/connect.js'), /hostname: example\.com/);
});

test('protocol is 5 (the CommonJS variant loads it with import())', async () => {
  assert.equal((await run('examples/client-api/protocol.js')).trim(), '5');
});

test('manager.socket() gives a Socket of that Manager', async () => {
  assert.match(await run('examples/client-api/manager-socket.js'), /socket of this Manager: true/);
});

test('new Manager(url, options) keeps its Manager options', async () => {
  assert.match(await run('examples/client-api/manager-options.js'), /reconnectionDelayMax: 10000/);
});
