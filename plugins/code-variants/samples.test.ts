import assert from 'node:assert/strict';
import test from 'node:test';
import {isNodeModuleSample} from './samples';

test('module tabs go to 4.x Node.js samples, not to browser code, 3.x/2.x samples or samples written for Bun', () => {
  assert.equal(isNodeModuleSample('examples/server-initialization/hono-node.js'), true);
  assert.equal(isNodeModuleSample('examples/tutorial/step-3/index.js'), true);
  assert.equal(isNodeModuleSample('examples/v3/rooms/server.js'), false);
  assert.equal(isNodeModuleSample('examples/how-to/use-with-react/src/socket.js'), false);
  // They import @socket.io/bun-engine; bun-redis-adapter.js also has top-level await beside its default export.
  for (const bun of ['bun-engine.js', 'bun-redis-adapter.js', 'hono-bun.js', 'hono-bun-fetch.js']) {
    assert.equal(isNodeModuleSample(`examples/server-initialization/${bun}`), false, bun);
  }
});
