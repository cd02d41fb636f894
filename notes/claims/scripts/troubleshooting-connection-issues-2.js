// connect_error details for low-level errors, and the server's connection_error for an unknown sid
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const http = require("http");
(async () => {
  for (const transports of [["polling"], ["websocket"]]) {
    await new Promise((res) => {
      const c = io("http://localhost:4179", { reconnection: false, transports });
      c.on("connect_error", (e) => {
        console.log(transports[0], e.message, "description:", e.description instanceof Error ? "Error " + e.description.message : e.description, "context:", e.context && e.context.constructor.name, "active:", c.active);
        c.close(); res();
      });
    });
  }
  // an HTTP status: a server that answers 500 on the path
  const h = http.createServer((req, res) => { res.writeHead(500); res.end(); }).listen(4178);
  await new Promise((res) => {
    const c = io("http://localhost:4178", { reconnection: false, transports: ["polling"] });
    c.on("connect_error", (e) => { console.log("polling 500:", e.message, "description:", e.description); c.close(); res(); });
  });
  h.close();
  const srv = new Server(0);
  srv.engine.on("connection_error", (err) => { console.log("connection_error:", err.code, JSON.stringify(err.message), err.context); srv.close(); });
  await fetch(`http://localhost:${srv.httpServer.address().port}/socket.io/?EIO=4&transport=polling&sid=unknown`);
})();
