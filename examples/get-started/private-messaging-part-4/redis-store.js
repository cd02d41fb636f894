// The same methods as the JSON file store of part III, backed by Redis, so that
// every Socket.IO server sees the same sessions and messages.
const SESSION_TTL = 24 * 60 * 60; // seconds: a session nobody uses for a day expires

// #region session-store
export class RedisSessionStore {
  #redis;

  constructor(redisClient) {
    this.#redis = redisClient;
  }

  async findSession(id) {
    const session = await this.#redis.hGetAll(`session:${id}`);
    if (!session.userID) return undefined; // hGetAll returns {} for a missing key
    return { userID: session.userID, username: session.username, connected: session.connected === "true" };
  }

  async saveSession(id, { userID, username, connected }) {
    await this.#redis
      .multi()
      .hSet(`session:${id}`, { userID, username, connected: String(connected) })
      .expire(`session:${id}`, SESSION_TTL)
      .exec();
  }

  async findAllSessions() {
    const sessions = [];
    // SCAN walks the keys in small batches instead of blocking Redis like KEYS; the redis package yields one key
    // at a time up to version 4 and an array of keys per batch from version 5 on: [].concat() takes both
    for await (const batch of this.#redis.scanIterator({ MATCH: "session:*", COUNT: 100 })) {
      for (const key of [].concat(batch)) {
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
  #redis;

  constructor(redisClient) {
    this.#redis = redisClient;
  }

  async saveMessage(message) {
    const value = JSON.stringify(message);
    // one list per user, holding the messages they sent and received
    const multi = this.#redis.multi();
    for (const userID of new Set([message.from, message.to])) {
      multi.rPush(`messages:${userID}`, value);
    }
    await multi.exec();
  }

  async findMessagesForUser(userID) {
    const values = await this.#redis.lRange(`messages:${userID}`, 0, -1);
    return values.map((value) => JSON.parse(value));
  }
}
// #endregion message-store
