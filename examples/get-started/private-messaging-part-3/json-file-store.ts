import { readFile, rename, writeFile } from "node:fs/promises";

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

// Keeps sessions and messages in memory and writes them to a JSON file after
// every change. Good enough for a demo on one server; a real application puts
// a database behind the same methods.
export class JsonFileStore {
  #file: string;
  #sessions = new Map<string, Session>();
  #messages: Message[] = [];
  #lastWrite = Promise.resolve();

  static async open(file: string) {
    const store = new JsonFileStore(file);
    try {
      const { sessions, messages }: { sessions: Record<string, Session>; messages: Message[] } = JSON.parse(await readFile(file, "utf8"));
      store.#sessions = new Map(Object.entries(sessions));
      store.#messages = messages;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err; // no file yet: start empty
    }
    return store;
  }

  constructor(file: string) {
    this.#file = file;
  }

  // #region interface
  // the session store
  async findSession(id: string) {
    return this.#sessions.get(id);
  }

  async saveSession(id: string, session: Session) {
    this.#sessions.set(id, session);
    await this.#persist();
  }

  async findAllSessions() {
    return [...this.#sessions.values()];
  }

  // the message store
  async saveMessage(message: Message) {
    this.#messages.push(message);
    await this.#persist();
  }

  async findMessagesForUser(userID: string) {
    return this.#messages.filter(({ from, to }) => from === userID || to === userID);
  }
  // #endregion interface

  // one write at a time, each to a temporary file renamed over the old one,
  // so a crash never leaves half a file behind
  #persist(): Promise<void> {
    const write = this.#lastWrite.then(async () => {
      const data = { sessions: Object.fromEntries(this.#sessions), messages: this.#messages };
      await writeFile(`${this.#file}.tmp`, JSON.stringify(data));
      await rename(`${this.#file}.tmp`, this.#file);
    });
    // a failed write rejects its own caller but does not block the next writes
    this.#lastWrite = write.catch(() => {});
    return write;
  }
}
