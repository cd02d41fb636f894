import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer, request, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Server} from 'socket.io';
import {startNode} from '../helpers/processes';

function figures(output: string) {
  const number = (pattern: RegExp) => {
    const match = output.match(pattern);
    assert.ok(match, `${pattern} not found in:\n${output}`);
    return Number(match[1]);
  };
  return {
    clients: number(/connected clients: (\d+)/),
    before: number(/heap used before: ([\d.]+) MiB/),
    after: number(/heap used after: ([\d.]+) MiB/),
    perConnection: number(/heap used per connection: (-?\d+) bytes/),
  };
}

const runs: Record<string, string>[] = [
  {TRANSPORT: 'websocket'},
  {TRANSPORT: 'polling', DISCARD_REQUEST: '1'},
  {TRANSPORT: 'both'},
];

for (const env of runs) {
  test(`the measurement script prints positive figures (${JSON.stringify(env)})`, async (t) => {
    const run = startNode('examples/memory-usage/measure.js', {CLIENTS: '50', ...env}, ['--expose-gc']);
    t.after(() => run.stop());
    await run.waitForOutput(/heap used per connection: -?\d+ bytes/, 30_000);
    const result = figures(run.output());
    assert.equal(result.clients, 50);
    assert.ok(result.before > 0);
    assert.ok(result.after > result.before, 'the heap grows with the connections');
    assert.ok(result.perConnection > 0);
  });
}

test('the measurement script refuses to run without --expose-gc', async (t) => {
  const run = startNode('examples/memory-usage/measure.js', {CLIENTS: '5'});
  t.after(() => run.stop());
  await run.waitForOutput(/node --expose-gc measure\.js/);
});

async function upgradeResponse(options: ConstructorParameters<typeof Server>[1]) {
  const httpServer = createServer();
  const io = new Server(httpServer, options);
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const {port} = httpServer.address() as AddressInfo;
  try {
    return await new Promise<IncomingMessage>((resolve, reject) => {
      const req = request({
        port,
        host: '127.0.0.1',
        path: '/socket.io/?EIO=4&transport=websocket',
        headers: {
          Connection: 'Upgrade',
          Upgrade: 'websocket',
          'Sec-WebSocket-Version': '13',
          'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
          'Sec-WebSocket-Extensions': 'permessage-deflate; client_max_window_bits',
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res);
      });
      req.on('error', reject);
      req.end();
    });
  } finally {
    io.close();
  }
}

test('a default server does not negotiate permessage-deflate; perMessageDeflate: true does', async () => {
  const byDefault = await upgradeResponse({});
  assert.equal(byDefault.statusCode, 101);
  assert.equal(byDefault.headers['sec-websocket-extensions'], undefined);

  const enabled = await upgradeResponse({perMessageDeflate: true});
  assert.equal(enabled.statusCode, 101);
  assert.match(String(enabled.headers['sec-websocket-extensions']), /permessage-deflate/);
});
