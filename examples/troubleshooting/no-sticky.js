// Two Socket.IO servers behind a load balancer that does NOT use sticky sessions:
// each HTTP request goes to the next server in turn (round robin).
import { createServer, request } from "node:http";
import { Server } from "socket.io";
import { io } from "socket.io-client";

const PORT = Number(process.env.PORT) || 3000;

// #region servers
function startNode(name) {
  const httpServer = createServer();
  const io = new Server(httpServer);
  io.engine.on("connection_error", (err) => {
    console.log(`[${name}] rejected a request: ${err.code} ${err.message}`);
  });
  io.on("connection", () => console.log(`[${name}] connection`));
  httpServer.listen(0, "127.0.0.1");
  return httpServer;
}

const nodes = [startNode("node A"), startNode("node B")];
// #endregion servers

// #region balancer
let next = 0;
const balancer = createServer((req, res) => {
  const target = nodes[next++ % nodes.length].address().port;
  const forwarded = request(
    { host: "127.0.0.1", port: target, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    },
  );
  req.pipe(forwarded);
});
// #endregion balancer

balancer.listen(PORT, () => {
  // #region client
  const socket = io(`http://localhost:${PORT}`, {
    transports: ["polling"], // HTTP long-polling needs every request of a session on the same node
    reconnection: false,
  });

  socket.on("connect", () => console.log("client: connected"));
  socket.on("connect_error", (err) => {
    console.log(`client: connect_error ${err.message} (HTTP ${err.description})`);
  });
  socket.on("disconnect", (reason, details) => {
    console.log(`client: disconnect ${reason} (HTTP ${details?.description})`);
  });
  // #endregion client
});
