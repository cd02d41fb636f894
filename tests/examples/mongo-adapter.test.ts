import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {once} from 'node:events';
import {freePort, sampleFile, startNode} from '../helpers/processes';

// No MongoDB server (nor mongosh) is available to the test suite: Debian has no MongoDB package, and the change
// streams the adapter needs want a replica set. mongodb, @socket.io/mongo-adapter and @socket.io/mongo-emitter are
// installed, so the samples (with CODE_VARIANT=cjs, their CommonJS variants) run up to their connection to MongoDB,
// pointed at a port nobody listens on: what they import resolves, and the first MongoDB call is reached.
for (const file of ['examples/mongo-adapter/server.js', 'examples/mongo-adapter/server-ttl.js', 'examples/mongo-adapter/emitter.js']) {
  test(`mongo adapter: ${file} loads and fails only on the missing MongoDB server`, async (t) => {
    const port = await freePort();
    // serverSelectionTimeoutMS: fail after 300 ms instead of the driver's 30 s
    const sample = startNode(file, {MONGO_URL: `mongodb://127.0.0.1:${port}/?replicaSet=rs0&serverSelectionTimeoutMS=300`});
    t.after(() => sample.stop());
    const [code] = await once(sample.child, 'close');
    assert.notEqual(code, 0);
    assert.match(sample.output(), /MongoServerSelectionError: connect ECONNREFUSED 127\.0\.0\.1:\d+/);
  });
}

// A mongosh script (`db`, `passwordPrompt()` are mongosh globals): checked for syntax only.
test('mongo adapter: examples/mongo-adapter/setup-access.js is valid JavaScript', () => {
  const result = spawnSync(process.execPath, ['--check', sampleFile('examples/mongo-adapter/setup-access.js')], {encoding: 'utf8'});
  assert.equal(result.status, 0, result.stderr);
});
