import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // #region address
  // behind a proxy, the TCP peer is the proxy: the client's address is the first of X-Forwarded-For
  const forwarded = socket.handshake.headers["x-forwarded-for"] as string | undefined;
  const clientAddress = forwarded ? forwarded.split(",")[0].trim() : socket.handshake.address;
  // #endregion address
  console.log(`client ${socket.id} from ${clientAddress} (proxy: ${socket.handshake.address})`);

  socket.on("ping", (text, callback) => {
    callback(`pong: ${text}`);
  });
});
