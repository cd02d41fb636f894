import { io } from "socket.io-client";

const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";

// without a session cookie, the server refuses the connection
const anonymous = io(SERVER_URL);
anonymous.on("connect_error", (err) => {
  console.log(`anonymous connection refused: ${err.message}`);
  anonymous.disconnect();
});

// log in over HTTP and keep the session cookie ("connect.sid=...")
const res = await fetch(`${SERVER_URL}/login`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ username: "alice", password: "wonderland" }),
});
if (!res.ok) {
  throw new Error(`login failed: ${res.status}`);
}
const cookie = res.headers.get("set-cookie")!.split(";")[0];

// a browser sends the cookie by itself; in Node.js, pass it explicitly
const socket = io(SERVER_URL, { extraHeaders: { cookie } });

socket.on("connect", async () => {
  console.log(`connected as ${await socket.emitWithAck("whoami")}`);
  // a message to oneself reaches every connection of the user, this one included
  socket.emit("private message", "alice", "hello from Node.js");
});

socket.on("private message", async ({ from, text }) => {
  console.log(`private message from ${from}: ${text}`);
  await fetch(`${SERVER_URL}/logout`, { method: "POST", headers: { cookie } });
});

socket.on("disconnect", (reason) => {
  console.log(`disconnected: ${reason}`);
});
