import { io } from "socket.io-client";

const username = process.env.PLAYER; // unset: the middleware refuses the connection
const silent = process.env.SILENT === "1"; // a silent client never answers
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: username ? { username } : {},
});

socket.on("connect_error", (err) => console.log(`connect_error: ${err.message}`));

socket.on("ping", (callback) => {
  if (!silent) callback("pong");
});

socket.on("question", (question, callback) => {
  if (!silent) callback(`${username}:yes`);
});

socket.on("connect", async () => {
  console.log(`connected as ${username}`);
  if (process.env.ASK !== "1") return;
  const players = await socket.emitWithAck("who");
  console.log(`players: ${players.join(",")}`);
  const result = await socket.emitWithAck("poll", "ready?");
  console.log(`poll: ${result.error ?? "ok"} answers=${result.answers.join(",")}`);
});
