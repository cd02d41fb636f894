const { Server } = require("socket.io");

// #region allow-request
const allowedOrigins = ["http://localhost:8080", "https://app.example.com"];

const io = new Server(Number(process.env.PORT) || 3000, {
  cors: { origin: allowedOrigins },
  // called for the first request of every connection (HTTP long-polling or WebSocket)
  allowRequest: (req, callback) => {
    const origin = req.headers.origin;
    // let non-browser clients in (no Origin header), refuse unknown pages
    const ok = origin === undefined || allowedOrigins.includes(origin);
    callback(ok ? null : "origin not allowed", ok);
  },
});
// #endregion allow-request

io.on("connection", (socket) => {
  socket.emit("hello", "CORS is fine");
});
