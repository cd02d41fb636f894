import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

function figure(output: string, pattern: RegExp): number {
  const match = output.match(pattern);
  assert.ok(match, `${pattern} not found in:\n${output}`);
  return Number(match[1]);
}

test('the load test connects 50 clients, measures acknowledgements and prints p50/p99, then exits', async (t) => {
  const server = await startExampleServer('examples/load-testing/server.js', {STATS_INTERVAL: '500'});
  t.after(() => server.stop());

  const run = startNode('examples/load-testing/load-test.js', {
    SERVER_URL: server.url,
    CLIENTS: '50',
    DURATION: '2',
    RAMP_UP: '1',
  });
  t.after(() => run.stop());
  await run.waitForOutput(/load generator event loop delay: p99 [\d.]+ ms/, 30_000);
  const exitCode = run.child.exitCode ?? (await new Promise((resolve) => run.child.once('exit', resolve)));
  assert.equal(exitCode, 0, 'the script stops by itself');

  const output = run.output();
  assert.equal(figure(output, /clients: (\d+)\/50 connected/), 50);
  assert.equal(figure(output, /(\d+) connection errors/), 0);
  const connectP50 = figure(output, /connection time: p50 ([\d.]+) ms/);
  const connectP99 = figure(output, /connection time: p50 [\d.]+ ms \| p99 ([\d.]+) ms/);
  assert.ok(connectP50 > 0 && connectP99 >= connectP50);
  // each client pings once a second for 2 seconds: at least one acknowledgement per client
  assert.ok(figure(output, /round trip: (\d+) acks/) >= 50);
  assert.equal(figure(output, /(\d+) timeouts/), 0);
  const rttP50 = figure(output, /round trip: .* p50 ([\d.]+) ms/);
  const rttP99 = figure(output, /round trip: .* p99 ([\d.]+) ms/);
  assert.ok(rttP50 > 0 && rttP99 >= rttP50);
  assert.equal(figure(output, /unexpected disconnections: (\d+)/), 0);

  // the server printed what to watch while the clients were connected
  await server.waitForOutput(/clients 50 \| fds \d+ \| cpu \d+% \| rss [\d.]+ MiB \| heap [\d.]+ MiB \| event loop delay p99 [\d.]+ ms/);
});

test('the load test refuses a server that is not on this machine', async (t) => {
  const run = startNode('examples/load-testing/load-test.js', {SERVER_URL: 'http://example.com'});
  t.after(() => run.stop());
  await run.waitForOutput(/refusing to load test example\.com/);
  const exitCode = run.child.exitCode ?? (await new Promise((resolve) => run.child.once('exit', resolve)));
  assert.equal(exitCode, 1);
});
