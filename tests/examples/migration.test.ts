import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode, type RunningProcess} from '../helpers/processes';

async function corsHeader(url: string, origin: string, eio: number) {
  const response = await fetch(`${url}/socket.io/?EIO=${eio}&transport=polling`, {headers: {Origin: origin}});
  return response.headers.get('access-control-allow-origin');
}

test('2.x → 3.0: CORS is opt-in with the "cors" option', async (t) => {
  const v2 = await startExampleServer('examples/v2/migration/server.js');
  t.after(() => v2.stop());
  const v3 = await startExampleServer('examples/v3/migration/server.js');
  t.after(() => v3.stop());

  // 2.x answers any origin
  assert.equal(await corsHeader(v2.url, 'https://anything.example', 3), 'https://anything.example');
  // 3.x always names the configured origin, so a browser on another origin refuses the answer
  assert.equal(await corsHeader(v3.url, 'https://example.com', 4), 'https://example.com');
  assert.equal(await corsHeader(v3.url, 'https://anything.example', 4), 'https://example.com');
});

test('2.x → 3.0: middleware error is "error" (string) in 2.x, "connect_error" (Error with data) in 3.x', async (t) => {
  const v2 = await startExampleServer('examples/v2/migration/server.js');
  t.after(() => v2.stop());
  const v3 = await startExampleServer('examples/v3/migration/server.js');
  t.after(() => v3.stop());

  const oldClient = startNode('examples/v2/migration/client.js', {SERVER_URL: v2.url});
  t.after(() => oldClient.stop());
  const newClient = startNode('examples/v3/migration/client.js', {SERVER_URL: v3.url});
  t.after(() => newClient.stop());

  assert.equal(await oldClient.waitForOutput(/error event: .+/), 'error event: not authorized');
  assert.equal(
    await newClient.waitForOutput(/connect_error event: .+/),
    'connect_error event: not authorized {"hint":"send a token"}',
  );
});

test('2.x → 3.0: implicit connection to "/", socket ids and socket.rooms', async (t) => {
  const v2 = await startExampleServer('examples/v2/migration/server.js');
  t.after(() => v2.stop());
  const v3 = await startExampleServer('examples/v3/migration/server.js');
  t.after(() => v3.stop());

  const oldClient = startNode('examples/v2/migration/client.js', {SERVER_URL: v2.url, TOKEN: 'secret'});
  t.after(() => oldClient.stop());
  const newClient = startNode('examples/v3/migration/client.js', {SERVER_URL: v3.url, TOKEN: 'secret'});
  t.after(() => newClient.stop());

  // 2.x: the client asked for "/admin" only, yet the main namespace saw a connection too
  const oldId = (await oldClient.waitForOutput(/connected as \S+/)).slice('connected as '.length);
  assert.match(oldId, /^\/admin#/);
  await v2.waitForOutput(/main namespace: connection/);
  // 2.x: socket.rooms is an object
  assert.equal(await v2.waitForOutput(/rooms: .+/), `rooms: {"${oldId}":"${oldId}","room1":"room1"}`);

  // 3.x: no namespace prefix, a Set of rooms, nothing on the main namespace
  const newId = (await newClient.waitForOutput(/connected as \S+/)).slice('connected as '.length);
  assert.doesNotMatch(newId, /#/);
  assert.equal(await v3.waitForOutput(/rooms: .+/), `rooms: ["${newId}","room1"]`);
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.doesNotMatch(v3.output(), /main namespace/);
});

async function newsReceived(server: string) {
  const dir = server.replace(/broadcast\.js$/, '');
  const srv = await startExampleServer(server);
  const processes: RunningProcess[] = [srv];
  try {
    const member = startNode(`${dir}news-client.js`, {SERVER_URL: srv.url, ROOM: 'room1'});
    const outsider = startNode(`${dir}news-client.js`, {SERVER_URL: srv.url});
    processes.push(member, outsider);
    await member.waitForOutput(/connected to room1/);
    await outsider.waitForOutput(/connected/);
    processes.push(startNode(`${dir}news-client.js`, {SERVER_URL: srv.url, ANNOUNCE: '1'}));
    // the member of room1 gets both messages in every version
    await member.waitForOutput(/news: [\s\S]*news: /);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const news = (output: string) => [...output.matchAll(/news: (.+)/g)].map((m) => m[1]);
    return {member: news(member.output()), outsider: news(outsider.output())};
  } finally {
    await Promise.all(processes.map((p) => p.stop()));
  }
}

test('3.x → 4.0: io.to() no longer changes io', async () => {
  // 3.x: the first emit goes to room1 only, the second one to everyone
  assert.deepEqual(await newsReceived('examples/v3/migration/broadcast.js'), {
    member: ['for everyone', 'for room1'],
    outsider: ['for room1'],
  });
  // 4.x: each emit goes where it says
  assert.deepEqual(await newsReceived('examples/migration/broadcast.js'), {
    member: ['for everyone', 'for room1'],
    outsider: ['for everyone'],
  });
});
