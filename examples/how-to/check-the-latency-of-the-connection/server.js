import { Server } from "socket.io";

// #region options
const io = new Server(Number(process.env.PORT) || 3000, {
  // the defaults: a heartbeat every 25 seconds, and 20 seconds to answer it
  pingInterval: Number(process.env.PING_INTERVAL) || 25000,
  pingTimeout: 20000,
});
// #endregion options

// to try the timeout path: ANSWER_DELAY=6000 node server.js
const answerDelay = Number(process.env.ANSWER_DELAY) || 0;

io.on("connection", (socket) => {
  // #region ping
  // application level: answer at once, the client measures the round trip
  socket.on("ping", (callback) => {
    if (answerDelay) {
      setTimeout(callback, answerDelay);
    } else {
      callback();
    }
  });
  // #endregion ping

  // #region heartbeat
  // Engine.IO level: time between the heartbeat sent by the server ("ping") and the client's answer ("pong")
  let pingSentAt;
  socket.conn.on("packetCreate", (packet) => {
    if (packet.type === "ping") {
      pingSentAt = Date.now();
    }
  });
  socket.conn.on("packet", (packet) => {
    if (packet.type === "pong") {
      console.log(`heartbeat round trip with ${socket.id}: ${Date.now() - pingSentAt} ms`);
    }
  });
  // #endregion heartbeat
});
