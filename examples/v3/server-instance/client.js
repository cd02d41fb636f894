const { io } = require("socket.io-client");

const url = process.env.SERVER_URL || "http://localhost:3000";
const name = process.env.NAME || "client";
const socket = io(url);

socket.on("connect", () => console.log(`${name} connected`));
socket.on("announcement", (text) => console.log(`${name} got announcement: ${text}`));
socket.on("disconnect", (reason) => console.log(`${name} disconnected: ${reason}`));

// the actions to run, comma-separated, e.g. ACTIONS="count,/admin"
for (const action of (process.env.ACTIONS || "").split(",").filter(Boolean)) {
  if (action === "count") {
    socket.emit("count", (counts) => console.log(`${name} counts: ${JSON.stringify(counts)}`));
  } else if (action.startsWith("/")) {
    const other = io(url + action);
    other.on("namespace", (nsp) => console.log(`${name} joined namespace ${nsp}`));
  } else {
    socket.emit(action);
  }
}
