// Socket.IO 3.1: three small changes that break 2.x code silently or loudly
const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", async (socket) => {
  // #region chaining
  // 2.x: socket.emit() returned the socket, so calls could be chained
  // 3.x: it returns true; emit each event on its own line
  const result = socket.emit("hello", "first");
  socket.emit("hello", "second");
  console.log("socket.emit() returns", result);
  // #endregion chaining

  // #region reserved
  try {
    socket.emit("disconnect"); // 2.x ran the local "disconnect" listeners instead
  } catch (err) {
    console.log("throws:", err.message); // 3.x throws
  }
  // #endregion reserved

  // #region room-names
  socket.join(42); // a number: 2.x turned it into the string "42"
  const byString = await io.in("42").allSockets();
  const byNumber = await io.in(42).allSockets();
  console.log(`room "42": ${byString.size} socket(s), room 42: ${byNumber.size} socket(s)`);
  // #endregion room-names
});
