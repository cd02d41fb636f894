// Every method is async, so a store backed by a database can take its place later.
export class InMemorySessionStore {
  #sessions = new Map();

  async findSession(id) {
    return this.#sessions.get(id);
  }

  async saveSession(id, session) {
    this.#sessions.set(id, session);
  }

  async findAllSessions() {
    return [...this.#sessions.values()];
  }
}
