import { io } from "socket.io-client";

const url = process.env.SERVER_URL || "http://localhost:3000";
// the namespaces to join, e.g. NAMESPACES=/,/orders: they share one connection
const namespaces = (process.env.NAMESPACES || "/").split(",");

for (const name of namespaces) {
  const socket = io(`${url}${name === "/" ? "" : name}`, {
    auth: { room: process.env.ROOM, token: process.env.TOKEN },
  });
  socket.on("connect", () => console.log(`connected to ${name}`));
  socket.on("connect_error", (err) => console.log(`refused by ${name}: ${err.message}`));
}
