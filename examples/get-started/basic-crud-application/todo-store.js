import { randomUUID } from "node:crypto";

// An in-memory store: swap it for a database, the handlers stay the same.
export class TodoStore {
  #todos = new Map();

  findAll() {
    return [...this.#todos.values()];
  }

  findById(id) {
    return this.#todos.get(id);
  }

  create({ title, completed }) {
    const todo = { id: randomUUID(), title, completed };
    this.#todos.set(todo.id, todo);
    return todo;
  }

  update(todo) {
    this.#todos.set(todo.id, todo);
    return todo;
  }

  delete(id) {
    return this.#todos.delete(id);
  }
}
