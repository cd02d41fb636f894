const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// wraps an emit with an acknowledgement in a Promise
function request(event, ...args) {
  return new Promise((resolve) => socket.emit(event, ...args, resolve));
}

socket.on("connect", async () => {
  const created = await request("todo:create", "write the docs");
  console.log("created:", created.data);

  const refused = await request("todo:create", "");
  console.log("error:", refused.error);

  const toggled = await request("todo:toggle", created.data.id);
  console.log(`todo ${toggled.data.id} is now ${toggled.data.done ? "done" : "pending"}`);

  const list = await request("todo:list");
  console.log(`${list.data.length} todo(s) on the server`);

  const count = await request("presence:count");
  console.log(`${count.data} client(s) connected`);
});

socket.on("todo:created", (todo) => console.log("someone created:", todo));
socket.on("todo:updated", (todo) => console.log("someone updated:", todo));
socket.on("presence:joined", (id) => console.log(`${id} joined`));
socket.on("presence:left", (id) => console.log(`${id} left`));
