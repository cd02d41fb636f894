import { Server } from "socket.io";

// #region origin-function
const allowedOrigins = new Set(["http://localhost:8080", "https://app.example.com"]);

const io = new Server(Number(process.env.PORT) || 3000, {
  cors: {
    origin: (origin, callback) => {
      // `origin` is undefined when the request has no Origin header (a Node.js client, curl)
      if (!origin || allowedOrigins.has(origin) || /\.preview\.example\.com$/.test(origin)) {
        callback(null, true); // echo the origin back in Access-Control-Allow-Origin
      } else {
        callback(null, false); // no CORS headers: the browser blocks the response
      }
    },
  },
});
// #endregion origin-function

io.on("connection", (socket) => {
  socket.emit("hello", "CORS is fine");
});
