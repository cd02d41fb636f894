import { readFileSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { Server } from "socket.io";

const http2Server = createSecureServer({
  // lets HTTP/1.1 clients in too: the WebSocket upgrade needs HTTP/1.1
  allowHTTP1: true,
  key: readFileSync(process.env.KEY_FILE || "./key.pem"),
  cert: readFileSync(process.env.CERT_FILE || "./cert.pem"),
});

const io = new Server(http2Server);

io.on("connection", (socket) => {
  console.log(`client connected: ${socket.id}`);
  socket.emit("hello", "http2");
});

http2Server.listen(Number(process.env.PORT) || 3000);
