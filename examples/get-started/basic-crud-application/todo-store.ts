import { randomUUID } from "node:crypto";

// An in-memory store: swap it for a database, the handlers stay the same.
export interface Todo {
  id: string;
  title: string;
  completed: boolean;
}

export class TodoStore {
  #todos = new Map<string, Todo>();

  findAll() {
    return [...this.#todos.values()];
  }

  findById(id: string) {
    return this.#todos.get(id);
  }

  create({ title, completed }: Omit<Todo, "id">) {
    const todo = { id: randomUUID(), title, completed };
    this.#todos.set(todo.id, todo);
    return todo;
  }

  update(todo: Todo) {
    this.#todos.set(todo.id, todo);
    return todo;
  }

  delete(id: string) {
    return this.#todos.delete(id);
  }
}
