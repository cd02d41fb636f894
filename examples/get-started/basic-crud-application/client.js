import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region request
// emits an event and waits for { data } or { error }, at most 5 seconds
async function request(event, ...args) {
  const response = await socket.timeout(5000).emitWithAck(event, ...args);
  if (response.error) {
    throw new Error(response.error);
  }
  return response.data;
}
// #endregion request

// #region listeners
socket.on("todo:created", (todo) => console.log("someone created", todo.title));
socket.on("todo:updated", (todo) => console.log("someone updated", todo.title, todo.completed));
socket.on("todo:deleted", (id) => console.log("someone deleted", id));
// #endregion listeners

socket.on("connect", async () => {
  // #region usage
  const todo = await request("todo:create", { title: "Buy milk", completed: false });
  console.log("created", todo.id);

  await request("todo:update", { ...todo, completed: true });
  console.log("list", JSON.stringify(await request("todo:list")));

  try {
    await request("todo:create", { title: "" });
  } catch (err) {
    console.log("rejected:", err.message);
  }
  // #endregion usage
});
