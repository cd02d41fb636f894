import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("todo:created", (todo) => {
  console.log("someone created:", todo.title);
});

socket.on("todo:updated", (todo) => {
  console.log(`todo ${todo.id} is now ${todo.done ? "done" : "open"}`);
});

socket.on("connect", async () => {
  const created = await socket.emitWithAck("todo:create", "write the docs");
  console.log("created:", JSON.stringify(created.data));

  const invalid = await socket.emitWithAck("todo:create", "");
  console.log("error:", invalid.error);

  await socket.emitWithAck("todo:toggle", created.data.id);

  const all = await socket.emitWithAck("todo:list");
  console.log("todos:", all.data.length);

  console.log("clients online:", await socket.emitWithAck("presence:count"));
});
