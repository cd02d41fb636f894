const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  const notes = [];
  socket.on("note", (text) => notes.push(text));
  // answers with every note received so far, in order
  socket.on("list", (callback) => callback(notes));
});
