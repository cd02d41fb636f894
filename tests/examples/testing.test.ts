import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {repoRoot, sampleFile, startExampleServer} from '../helpers/processes';
import {io} from 'socket.io-client';

const run = promisify(execFile);

test('the node:test suite passes with its 4 tests', async () => {
  // strip the parent's test-runner context so the child reports on its own
  const env = {...process.env};
  delete env.NODE_TEST_CONTEXT;
  const {stdout} = await run(process.execPath, ['--test', sampleFile('examples/testing/node-test/app.test.js')], {
    cwd: repoRoot,
    env,
    timeout: 60_000,
  });
  assert.match(stdout, /^# tests 4$/m);
  assert.match(stdout, /^# pass 4$/m);
  assert.match(stdout, /^# fail 0$/m);
});

test('the Mocha suite passes with its 4 tests', async () => {
  const {stdout} = await run(path.join(repoRoot, 'node_modules/.bin/mocha'), [sampleFile('examples/testing/mocha/app.spec.js')], {
    cwd: repoRoot,
    timeout: 60_000,
  });
  assert.match(stdout, /4 passing/);
  assert.doesNotMatch(stdout, /failing/);
});

test('the application runs as a real server too', async (t) => {
  const server = await startExampleServer('examples/testing/server.js');
  t.after(() => server.stop());
  const socket = io(server.url);
  t.after(() => {
    socket.disconnect();
  });
  assert.deepEqual(await socket.timeout(5000).emitWithAck('sum', 20, 22), {result: 42});
});
