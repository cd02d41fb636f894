// A Socket.IO 4.x client against a plain WebSocket server (ws): with the default transports, and with
// transports: ["websocket"] (the server accepts the WebSocket but never sends the Engine.IO open packet).
const { WebSocketServer } = require("ws");
const { io } = require("socket.io-client");
const wss = new WebSocketServer({ port: 0 });
wss.on("connection", (ws, req) => console.log("ws server: connection on", req.url));
const url = `http://localhost:${wss.address().port}`;
const t0 = Date.now();
const log = (...a) => console.log(((Date.now() - t0) / 1000).toFixed(1) + "s", ...a);
function attempt(transports) {
  return new Promise((resolve) => {
    const socket = io(url, { transports, reconnection: false });
    socket.on("connect", () => log(transports, "connect (never expected)"));
    socket.on("connect_error", (err) => {
      log(transports, "connect_error:", err.message, err.description?.message ?? err.description ?? "");
      resolve();
    });
  });
}
(async () => {
  await attempt(["polling", "websocket"]);
  await attempt(["websocket"]);
  wss.close();
})();
