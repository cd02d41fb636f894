// Every method is async, so a store backed by a database can take its place later.
export interface Session {
  userID: string;
  username: string;
  connected: boolean;
}

export class InMemorySessionStore {
  #sessions = new Map<string, Session>();

  async findSession(id: string) {
    return this.#sessions.get(id);
  }

  async saveSession(id: string, session: Session) {
    this.#sessions.set(id, session);
  }

  async findAllSessions() {
    return [...this.#sessions.values()];
  }
}
