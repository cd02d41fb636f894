import { Server } from "socket.io";
// #region schemas
import * as z from "zod";

const Title = z.string().trim().min(1).max(100);

// z.object() drops the fields it does not know
const NewTodo = z.object({
  title: Title,
  done: z.boolean().default(false),
});

// several arguments: one schema for the whole list (an id, then the changes);
// z.strictObject() refuses the fields it does not know instead of dropping them
const UpdateArgs = z.tuple([
  z.number().int().positive(),
  z.strictObject({
    title: Title.optional(),
    done: z.boolean().optional(),
  }),
]);
// #endregion schemas

const io = new Server(Number(process.env.PORT) || 3000);

// a stored todo: a validated payload (its type inferred from the schema) and an id
type Todo = z.infer<typeof NewTodo> & { id: number };

const todos = new Map<number, Todo>();
let nextId = 1;

io.on("connection", (socket) => {
  // #region create
  socket.on("create todo", (payload: unknown, callback: unknown) => {
    if (typeof callback !== "function") {
      return;
    }
    const result = NewTodo.safeParse(payload);
    if (!result.success) {
      console.log(`refused "create todo":\n${z.prettifyError(result.error)}`);
      const issues = result.error.issues.map(({ path, message }) => ({ path, message }));
      return callback({ error: "invalid payload", issues });
    }
    // result.data: the validated copy, trimmed, with its default values
    const todo: Todo = { id: nextId++, ...result.data };
    todos.set(todo.id, todo);
    callback({ todo });
  });
  // #endregion create

  // #region update
  socket.on("update todo", (...args: unknown[]) => {
    const callback = args.pop();
    if (typeof callback !== "function") {
      return;
    }
    const result = UpdateArgs.safeParse(args);
    if (!result.success) {
      const issues = result.error.issues.map(({ path, message }) => ({ path, message }));
      return callback({ error: "invalid payload", issues });
    }
    const [id, changes] = result.data;
    const todo = todos.get(id);
    if (!todo) {
      return callback({ error: "unknown todo" });
    }
    Object.assign(todo, changes);
    callback({ todo });
  });
  // #endregion update
});
