// an in-memory store shared by the handlers; a database in a real application
let nextId = 1;
const todos = new Map();

export function createTodo(title: string) {
  const todo = { id: nextId++, title, done: false };
  todos.set(todo.id, todo);
  return todo;
}

export function toggleTodo(id: number) {
  const todo = todos.get(id);
  if (todo) todo.done = !todo.done;
  return todo;
}

export function listTodos() {
  return [...todos.values()];
}
