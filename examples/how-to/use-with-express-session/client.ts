import { io } from "socket.io-client";

const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";

// log in over HTTP and keep the session cookie ("connect.sid=...")
const res = await fetch(`${SERVER_URL}/login`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ username: "alice" }),
});
const cookie = res.headers.get("set-cookie")!.split(";")[0];

// a browser sends the cookie by itself; in Node.js, pass it explicitly
const socket = io(SERVER_URL, { extraHeaders: { cookie } });

socket.on("connect", async () => {
  console.log(`connected as ${await socket.emitWithAck("whoami")}`);
  console.log(`count: ${await socket.emitWithAck("increment")}`);
  console.log(`count: ${await socket.emitWithAck("increment")}`);

  // the HTTP side sees what the socket wrote into the session
  const { count } = await (await fetch(`${SERVER_URL}/count`, { headers: { cookie } })).json();
  console.log(`count seen over HTTP: ${count}`);

  await fetch(`${SERVER_URL}/logout`, { method: "POST", headers: { cookie } });
});

socket.on("disconnect", (reason) => {
  console.log(`disconnected: ${reason}`);
});
