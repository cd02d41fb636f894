const io = require("socket.io")(Number(process.env.PORT) || 3000, {
  // #region origins
  // "host:port" patterns: an origin without a port gets 80 (http) or 443 (https)
  origins: ["http://localhost:8080", "example.com:443"],
  // #endregion origins
  // #region preflight
  // a page that sends its own headers (here: Authorization) makes the browser
  // send a preflight OPTIONS request first; answer it for the allowed origins
  handlePreflightRequest: (req, res) => {
    io.checkRequest(req, (err, allowed) => {
      if (!allowed) {
        res.writeHead(403);
        res.end();
        return;
      }
      res.writeHead(204, {
        "Access-Control-Allow-Origin": req.headers.origin,
        "Access-Control-Allow-Methods": "GET, POST",
        "Access-Control-Allow-Headers": "Authorization, Content-Type",
        "Access-Control-Allow-Credentials": "true",
      });
      res.end();
    });
  },
  // #endregion preflight
});

io.use((socket, next) => {
  const header = socket.handshake.headers.authorization;
  if (header === "Bearer abc") {
    next();
  } else {
    next(new Error("not authorized"));
  }
});

io.on("connection", (socket) => {
  console.log("connected from", socket.handshake.headers.origin);
});
