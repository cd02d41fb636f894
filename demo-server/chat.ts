import {randomUUID} from 'node:crypto';
import type {Namespace, Server} from 'socket.io';
import {guardSocket} from './guard';
import type {DemoLimits} from './limits';
import {CHAT_NAMESPACE, type ChatClientToServer, type ChatServerToClient} from './protocol';
import {RATE_LIMITS, TokenBucket} from './rateLimit';
import type {ThrottledLog} from './throttledLog';
import {checkMessage, checkTyping, checkUsername} from './validation';

/** Sockets that picked a name join this room; chat traffic goes to it only. */
const MEMBERS = 'members';

type ChatData = {username?: string};
export type ChatNamespace = Namespace<ChatClientToServer, ChatServerToClient, Record<string, never>, ChatData>;

/**
 * /chat: pick a name (`join`), then `message` and `typing`. Everyone who joined receives the messages (the sender
 * too, so every screen shows the same order), "user joined" / "user left" notices with the number of people online,
 * and the typing flags of the others.
 */
export function setUpChat(
  io: Server,
  log: (line: string) => void,
  {limits, refusals}: {limits: DemoLimits; refusals: ThrottledLog},
): ChatNamespace {
  const chat: ChatNamespace = io.of(CHAT_NAMESPACE);
  // Every member's messages together, on top of each socket's own bucket.
  const allMessages = new TokenBucket(limits.chatMessages);

  /**
   * People online: members of the room on every instance. With the Redis adapter fetchSockets() asks the other
   * instances too, so the figure is right across the cluster (one round trip per join and leave).
   */
  async function countMembers(): Promise<number> {
    try {
      return (await chat.in(MEMBERS).fetchSockets()).length;
    } catch (error) {
      log(`${CHAT_NAMESPACE} could not count members: ${(error as Error).message}`);
      return -1;
    }
  }

  chat.on('connection', (socket) => {
    const guard = guardSocket(socket, {join: RATE_LIMITS.join, message: RATE_LIMITS.message, typing: RATE_LIMITS.typing}, log);

    socket.on('join', async (name: unknown, ack: unknown) => {
      const username = checkUsername(name);
      if (!username.ok) return guard.refuse('join', username.reason, ack);
      const wasMember = socket.data.username !== undefined;
      const previous = socket.data.username;
      // Members of this instance: the cap is per instance, like the other totals.
      if (!wasMember && (chat.adapter.rooms.get(MEMBERS)?.size ?? 0) >= limits.chatMembers) {
        refusals.note('chat full', `${CHAT_NAMESPACE} refused a join: ${limits.chatMembers} members already`);
        if (typeof ack === 'function') ack({ok: false, error: 'full'});
        return;
      }
      socket.data.username = username.value;
      socket.join(MEMBERS);
      const users = await countMembers();
      if (typeof ack === 'function') ack({ok: true, users});
      if (wasMember && previous !== username.value) {
        socket.to(MEMBERS).emit('user left', {username: previous!, users});
      }
      if (!wasMember || previous !== username.value) {
        socket.to(MEMBERS).emit('user joined', {username: username.value, users});
      }
    });

    socket.on('message', (value: unknown, ack: unknown) => {
      const username = socket.data.username;
      if (username === undefined) return guard.refuse('message', 'sent before join', ack, 'not-joined');
      const text = checkMessage(value);
      if (!text.ok) return guard.refuse('message', text.reason, ack);
      if (!allMessages.take()) {
        refusals.note('chat busy', `${CHAT_NAMESPACE} refused a message: total rate reached (${limits.chatMessages.perSecond}/s)`);
        if (typeof ack === 'function') ack({ok: false, error: 'busy'});
        return;
      }
      chat.to(MEMBERS).emit('message', {id: randomUUID(), username, text: text.value, time: Date.now()});
      if (typeof ack === 'function') ack({ok: true});
    });

    socket.on('typing', (value: unknown) => {
      const username = socket.data.username;
      if (username === undefined) return guard.refuse('typing', 'sent before join');
      const typing = checkTyping(value);
      if (!typing.ok) return guard.refuse('typing', typing.reason);
      socket.to(MEMBERS).emit('typing', {username, typing: typing.value});
    });

    socket.on('disconnect', async () => {
      const username = socket.data.username;
      if (username === undefined) return;
      // The socket has already left its rooms, so the count no longer includes it.
      const users = await countMembers();
      chat.to(MEMBERS).emit('typing', {username, typing: false});
      chat.to(MEMBERS).emit('user left', {username, users});
    });
  });

  return chat;
}
