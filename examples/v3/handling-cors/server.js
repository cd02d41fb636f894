const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000, {
  cors: {
    // the pages allowed to connect: scheme + host + port, no trailing slash
    origin: ["http://localhost:8080", "https://app.example.com"],
    // let the browser send cookies (the client sets withCredentials: true)
    credentials: true,
  },
});

io.on("connection", (socket) => {
  console.log(`connected from ${socket.handshake.headers.origin}`);
  socket.emit("hello", "CORS is fine");
});
