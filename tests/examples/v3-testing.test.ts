import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {promisify} from 'node:util';
import {repoRoot, startExampleServer} from '../helpers/processes';

const run = promisify(execFile);
// the 3.1 client, as the samples load it
const {io} = createRequire(path.join(repoRoot, 'examples/v3/testing/app.js'))('socket.io-client');

test('3.x testing: the node:test suite passes with its 5 tests', async () => {
  // strip the parent's test-runner context so the child reports on its own
  const env = {...process.env};
  delete env.NODE_TEST_CONTEXT;
  const {stdout} = await run(process.execPath, ['--test', 'examples/v3/testing/node-test/'], {
    cwd: repoRoot,
    env,
    timeout: 60_000,
  });
  assert.match(stdout, /^# tests 5$/m);
  assert.match(stdout, /^# pass 5$/m);
  assert.match(stdout, /^# fail 0$/m);
});

test('3.x testing: the Mocha suite passes with its 5 tests', async () => {
  const {stdout} = await run(path.join(repoRoot, 'node_modules/.bin/mocha'), ['examples/v3/testing/mocha/app.spec.js'], {
    cwd: repoRoot,
    timeout: 60_000,
  });
  assert.match(stdout, /5 passing/);
  assert.doesNotMatch(stdout, /failing/);
});

test('3.x testing: the application runs as a real server too', async (t) => {
  const server = await startExampleServer('examples/v3/testing/server.js');
  t.after(() => server.stop());
  const socket = io(server.url);
  t.after(() => {
    socket.disconnect();
  });
  const answer = await new Promise((resolve) => socket.emit('sum', 20, 22, resolve));
  assert.deepEqual(answer, {result: 42});
});
