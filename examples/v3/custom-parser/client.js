// #region client
const { io } = require("socket.io-client");
const parser = require("./parser");

const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  parser, // the same parser as the server
});
// #endregion client

socket.on("welcome", ({ id, at }) => {
  console.log(`welcome ${id}, at is a Date: ${at instanceof Date}`);
});

socket.on("connect", () => {
  const meeting = { start: new Date("2021-03-01T09:00:00.000Z"), minutes: 90 };
  socket.emit("schedule", meeting, ({ end }) => {
    console.log(`the meeting ends at ${end.toISOString()}`);
  });
  socket.emit("file please");
});

socket.on("file", (content) => console.log(`file as base64: ${content}`));
