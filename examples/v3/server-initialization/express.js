const express = require("express");
const { createServer } = require("http");
const { Server } = require("socket.io");

const app = express();
app.get("/", (req, res) => {
  res.send("Express route");
});

// Socket.IO needs the HTTP server, not the Express app
const httpServer = createServer(app);
const io = new Server(httpServer, {
  // options
});

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "express");
});

httpServer.listen(Number(process.env.PORT) || 3000);
