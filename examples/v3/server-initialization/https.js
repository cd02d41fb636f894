const { readFileSync } = require("fs");
const { createServer } = require("https");
const { Server } = require("socket.io");

const httpsServer = createServer({
  key: readFileSync(process.env.KEY_FILE || "./key.pem"),
  cert: readFileSync(process.env.CERT_FILE || "./cert.pem"),
});

const io = new Server(httpsServer);

io.on("connection", (socket) => {
  // true: the handshake came over TLS
  console.log(`client connected: ${socket.id}, secure: ${socket.handshake.secure}`);
  socket.emit("hello", "https");
});

httpsServer.listen(Number(process.env.PORT) || 3000);
