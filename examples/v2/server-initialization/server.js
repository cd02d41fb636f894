const http = require("http");
const express = require("express");

const app = express();
app.get("/", (req, res) => {
  res.send("The Socket.IO server is at /socket.io/");
});

// socket.io attaches to the http.Server, not to the Express app
const httpServer = http.createServer(app);

// #region options
const io = require("socket.io")(httpServer, {
  // options of socket.io
  path: "/socket.io", // the default
  serveClient: false, // the page gets the client from a bundler
  // options of engine.io, passed through
  pingInterval: 10000, // the client pings every 10 s (default 25000)
  pingTimeout: 5000, // and waits 5 s for the pong (default 20000)
  cookie: false, // no "io" cookie on the handshake (default "io")
});
// #endregion options

io.on("connection", (socket) => {
  socket.emit("hello", {
    pingInterval: io.eio.pingInterval,
    pingTimeout: io.eio.pingTimeout,
  });
});

httpServer.listen(Number(process.env.PORT) || 3000, () => {
  console.log("listening on", httpServer.address().port);
});
