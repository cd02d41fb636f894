import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';

function connect(url: string, userId: string): Promise<Socket> {
  const socket = io(url, {transports: ['websocket'], auth: {userId}});
  return new Promise((resolve) => socket.once('connect', () => resolve(socket)));
}

function record(socket: Socket, event: string): unknown[][] {
  const received: unknown[][] = [];
  socket.on(event, (...args: unknown[]) => received.push(args));
  return received;
}

const pause = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

test('rooms: default room, user rooms, channels, leaving, disconnecting and adapter events', async (t) => {
  const server = await startExampleServer('examples/rooms/server.js');
  t.after(() => server.stop());

  // two devices of user 42, one of user 7
  const laptop = await connect(server.url, '42');
  const phone = await connect(server.url, '42');
  const other = await connect(server.url, '7');
  const all = [laptop, phone, other];
  t.after(() => all.forEach((socket) => socket.disconnect()));

  // the default room (the socket id) and the user room are created and joined, in that order
  await server.waitForOutput(new RegExp(`socket ${other.id} has joined room user:7`));
  const out = server.output();
  assert.ok(out.indexOf(`room ${laptop.id} was created`) < out.indexOf(`socket ${laptop.id} has joined room ${laptop.id}`));
  assert.equal(out.match(/room user:42 was created/g)?.length, 1);
  assert.equal(out.match(/has joined room user:42/g)?.length, 2);

  // one room per user: every device gets the notification
  const notifications = all.map((socket) => record(socket, 'notification'));
  other.emit('notify user', '42', 'you have mail');
  await pause();
  assert.deepEqual(notifications, [[['you have mail']], [['you have mail']], []]);

  // joining a channel; socket.rooms lists the default room first
  assert.deepEqual(await laptop.emitWithAck('join channel', 'general'), {rooms: [laptop.id, 'user:42', 'channel:general']});
  assert.deepEqual(await other.emitWithAck('join channel', 'general'), {rooms: [other.id, 'user:7', 'channel:general']});
  assert.deepEqual(await other.emitWithAck('join channel', 'secret'), {error: 'unknown channel'});

  // channel messages reach the members only, and only members may write
  const channel = all.map((socket) => record(socket, 'channel message'));
  laptop.emit('channel message', 'general', 'hi');
  phone.emit('channel message', 'general', 'not a member');
  await pause();
  assert.deepEqual(channel, [[['general', 'hi']], [], [['general', 'hi']]]);

  // private message through the default room
  const privates = all.map((socket) => record(socket, 'private message'));
  other.emit('private message', phone.id, 'psst');
  other.emit('private message', 'user:42', 'not a socket id');
  await pause();
  assert.deepEqual(privates, [[], [[{from: other.id, text: 'psst'}]], []]);

  // leaving a channel
  assert.deepEqual(await other.emitWithAck('leave channel', 'general'), {rooms: [other.id, 'user:7']});
  await server.waitForOutput(new RegExp(`socket ${other.id} has left room channel:general`));

  // "disconnecting" still sees the rooms, "disconnect" no longer does; empty rooms are deleted
  await phone.emitWithAck('join channel', 'general');
  const leftPhone = record(phone, 'user left');
  const leftOther = record(other, 'user left');
  const laptopId = laptop.id;
  laptop.disconnect();
  await server.waitForOutput(new RegExp(`disconnect: ${laptopId} is in 0 rooms`));
  assert.match(server.output(), new RegExp(`disconnecting: ${laptopId} was in ${laptopId}, user:42, channel:general`));
  assert.doesNotMatch(server.output(), /room channel:general was deleted/); // the phone is still in it
  assert.match(server.output(), new RegExp(`room ${laptopId} was deleted`));
  // user:42 still has the phone
  assert.doesNotMatch(server.output(), /room user:42 was deleted/);
  await pause();
  assert.deepEqual(leftPhone, [['general', '42']]);
  assert.deepEqual(leftOther, []); // other had left the channel
  phone.disconnect();
  await server.waitForOutput(/room channel:general was deleted/);
  await server.waitForOutput(/room user:42 was deleted/);
});

test('rooms: the sample client joins #general and reads its own message', async (t) => {
  const server = await startExampleServer('examples/rooms/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/rooms/client.js', {SERVER_URL: server.url, USER_ID: '42'});
  t.after(() => client.stop());
  assert.match(await client.waitForOutput(/my rooms: .*/), /my rooms: \[ '[\w-]+', 'user:42', 'channel:general' \]/);
  await client.waitForOutput(/#general: hello, #general!/);
});
