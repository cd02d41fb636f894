import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {sampleFile} from '../helpers/processes';

// No MongoDB server (nor the @socket.io/mongo-adapter package, nor mongosh) is available to the test suite:
// these samples are only checked for syntax, they are not run.
for (const file of ['examples/mongo-adapter/server.js', 'examples/mongo-adapter/server-ttl.js', 'examples/mongo-adapter/setup-access.js', 'examples/mongo-adapter/emitter.js']) {
  test(`mongo adapter: ${file} is a valid module`, () => {
    const result = spawnSync(process.execPath, ['--check', sampleFile(file)], {encoding: 'utf8'});
    assert.equal(result.status, 0, result.stderr);
  });
}
