// an io.engine.use() middleware that calls next(err): HTTP answer, server event, client view
const { createServer } = require("node:http");
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
(async () => {
  const http = createServer();
  const io = new Server(http);
  io.engine.use((req, res, next) => next(new Error("no session")));
  io.engine.on("connection_error", (err) => console.log("connection_error:", err.code, err.message, err.context));
  await new Promise((r) => http.listen(0, r));
  const url = `http://localhost:${http.address().port}`;
  const res = await fetch(`${url}/socket.io/?EIO=4&transport=polling`);
  console.log("HTTP:", res.status, await res.text());
  for (const transports of [["polling"], ["websocket"]]) {
    const c = ioc(url, { transports });
    const errs = [];
    c.on("connect_error", (e) => errs.push(e.message));
    await new Promise((r) => setTimeout(r, 2500));
    console.log(transports[0], "connect_error messages:", errs, "active:", c.active);
    c.close();
  }
  io.close();
})();
