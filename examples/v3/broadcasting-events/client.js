const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  auth: { name: "alice", team: "red" },
});

// a client receives a broadcast like any other event
const events = ["announcement", "typing", "team message", "team whisper", "alert", "score"];
for (const event of events) {
  socket.on(event, (...args) => console.log(`${event}:`, ...args));
}

socket.on("connect", () => {
  socket.emit("announce", "hello, everyone");
  socket.emit("team message", "red team, assemble");
  socket.emit("poll everyone", (error) => console.log(`poll everyone: ${error}`));
});
