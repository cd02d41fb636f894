import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000, {
  // a short interval shows the heartbeat sooner (the default is 25000)
  pingInterval: Number(process.env.PING_INTERVAL) || 25000,
});

// refuse the clients that do not say who they are: the client gets a CONNECT_ERROR packet
io.use((socket, next) => {
  if (socket.handshake.auth.name) {
    next();
  } else {
    next(new Error("a name is required"));
  }
});

io.on("connection", async (socket) => {
  const { name } = socket.handshake.auth;
  console.log(`${name} connected (${socket.id})`);

  socket.conn.on("packet", (packet) => {
    if (packet.type === "pong") {
      console.log(`${name} answered a heartbeat`);
    }
  });

  socket.on("disconnect", (reason) => {
    console.log(`${name} disconnected: ${reason}`);
  });

  // client to server, with an acknowledgement
  socket.on("hello", (text, callback) => {
    callback(`hello ${name}, you said "${text}"`);
  });

  // the server ends the connection: the client receives a DISCONNECT packet
  socket.on("goodbye", () => {
    socket.disconnect();
  });

  // server to client
  socket.emit("welcome", { online: io.engine.clientsCount });

  // server to client, with an acknowledgement
  const answer = await socket.timeout(5000).emitWithAck("question", "what is 6 x 7?");
  console.log(`${name} answered: ${answer}`);
});
