// The same methods as the JSON file store of part III, backed by Redis, so that
// every Socket.IO server sees the same sessions and messages.
import type { createClient } from "redis";

type RedisClient = ReturnType<typeof createClient>;

export interface Session {
  userID: string;
  username: string;
  connected: boolean;
}

export interface Message {
  content: string;
  from: string;
  to: string;
}

const SESSION_TTL = 24 * 60 * 60; // seconds: a session nobody uses for a day expires

// #region session-store
export class RedisSessionStore {
  #redis: RedisClient;

  constructor(redisClient: RedisClient) {
    this.#redis = redisClient;
  }

  async findSession(id: string): Promise<Session | undefined> {
    const session = await this.#redis.hGetAll(`session:${id}`);
    if (!session.userID) return undefined; // hGetAll returns {} for a missing key
    return { userID: session.userID, username: session.username, connected: session.connected === "true" };
  }

  async saveSession(id: string, { userID, username, connected }: Session) {
    await this.#redis
      .multi()
      .hSet(`session:${id}`, { userID, username, connected: String(connected) })
      .expire(`session:${id}`, SESSION_TTL)
      .exec();
  }

  async findAllSessions() {
    const sessions: Session[] = [];
    // SCAN walks the keys in small batches instead of blocking Redis like KEYS; the redis package yields one key
    // at a time up to version 4 and an array of keys per batch from version 5 on: [].concat() takes both
    for await (const batch of this.#redis.scanIterator({ MATCH: "session:*", COUNT: 100 })) {
      for (const key of ([] as string[]).concat(batch)) {
        const session = await this.findSession(key.slice("session:".length));
        if (session) sessions.push(session);
      }
    }
    return sessions;
  }
}
// #endregion session-store

// #region message-store
export class RedisMessageStore {
  #redis: RedisClient;

  constructor(redisClient: RedisClient) {
    this.#redis = redisClient;
  }

  async saveMessage(message: Message) {
    const value = JSON.stringify(message);
    // one list per user, holding the messages they sent and received
    const multi = this.#redis.multi();
    for (const userID of new Set([message.from, message.to])) {
      multi.rPush(`messages:${userID}`, value);
    }
    await multi.exec();
  }

  async findMessagesForUser(userID: string): Promise<Message[]> {
    const values = await this.#redis.lRange(`messages:${userID}`, 0, -1);
    return values.map((value) => JSON.parse(value));
  }
}
// #endregion message-store
