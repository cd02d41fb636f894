import { createServer } from "node:http";
import { Server, type Transport } from "engine.io";

const httpServer = createServer();

const engine = new Server({
  // the default values, written out
  pingInterval: 25000,
  pingTimeout: 20000,
  maxHttpBufferSize: 1e6,
  // a refused request gets HTTP 403 and {"code":4,"message":"origin not allowed"}
  allowRequest: (req, callback) => {
    const allowed = req.headers.origin !== "https://forbidden.example";
    callback(allowed ? null : "origin not allowed", allowed);
  },
});

// handles the requests whose path starts with /engine.io/
engine.attach(httpServer);

engine.on("connection", (socket) => {
  console.log(`session ${socket.id} open over ${socket.transport.name}`);

  // every message comes back to its sender, text or binary
  socket.on("message", (data: string | Buffer) => socket.send(data));

  socket.on("upgrade", (transport: Transport) => console.log(`upgraded to ${transport.name}`));
  socket.on("close", (reason: string) => console.log(`session closed: ${reason}`));
});

engine.on("connection_error", (err) => {
  console.log(`refused: code ${err.code} (${err.message})`);
});

httpServer.listen(Number(process.env.PORT) || 3000);
