// In-memory data, shared by every connection of this process.
// A real application would use a database here.
const todos = new Map();
let lastId = 0;

module.exports = {
  create(title) {
    const todo = { id: ++lastId, title, done: false };
    todos.set(todo.id, todo);
    return todo;
  },
  toggle(id) {
    const todo = todos.get(id);
    if (todo) {
      todo.done = !todo.done;
    }
    return todo;
  },
  list() {
    return [...todos.values()];
  },
};
