import { createServer } from "node:http";
import express from "express";
import { Server } from "socket.io";

const app = express();
const httpServer = createServer(app);
const io = new Server(httpServer);

app.get("/", (req, res) => {
  res.send("Express route");
});

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "express");
});

// not app.listen(): it would create a second HTTP server that Socket.IO knows nothing about
httpServer.listen(Number(process.env.PORT) || 3000);
