const { Server } = require("socket.io");

const port = Number(process.env.PORT) || 3000;

// #region server-path
// served under https://example.com/chat/ : the path includes the prefix
const io = new Server(port, {
  path: "/chat/socket.io",
});
// #endregion server-path

io.on("connection", (socket) => {
  // #region address
  // behind a proxy, the TCP peer is the proxy itself
  const proxyAddress = socket.handshake.address;
  // the proxy puts the client's address first in X-Forwarded-For
  const forwarded = socket.handshake.headers["x-forwarded-for"];
  const clientAddress = forwarded ? forwarded.split(",")[0].trim() : proxyAddress;
  console.log(`client ${socket.id} from ${clientAddress} (proxy: ${proxyAddress})`);
  // #endregion address

  socket.on("ping", (text, callback) => {
    callback(`pong: ${text}`);
  });
});

console.log(`listening on port ${port}, path /chat/socket.io`);
