import { Server, type Socket } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

// #region normalize
// a server listening on both IPv4 and IPv6 reports IPv4 clients as "::ffff:a.b.c.d"
function normalize(address: string) {
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}
// #endregion normalize

// #region client-address
// the addresses of your own reverse proxies (comma-separated), never the clients'
const TRUSTED_PROXIES = new Set(
  (process.env.TRUSTED_PROXIES || "127.0.0.1,::1").split(","),
);

function clientAddress(socket: Socket) {
  const peer = normalize(socket.handshake.address);
  const forwardedFor = socket.handshake.headers["x-forwarded-for"] as string | undefined;

  if (!forwardedFor || !TRUSTED_PROXIES.has(peer)) {
    // a direct connection: the header, if any, was written by the client itself
    return peer;
  }
  // our proxy appended the address it saw as the last entry; the entries before
  // it were sent by the client and can be anything
  const hops = forwardedFor.split(",").map((hop) => hop.trim());
  return normalize(hops[hops.length - 1]);
}
// #endregion client-address

// #region connection
io.on("connection", (socket) => {
  const address = clientAddress(socket);
  console.log(`client ${socket.id} connected from ${address}`);

  socket.emit("address", {
    peer: socket.handshake.address, // the other end of the TCP connection
    remoteAddress: socket.conn.remoteAddress, // the same value, on the Engine.IO socket
    forwardedFor: socket.handshake.headers["x-forwarded-for"] ?? null,
    client: address,
  });
});
// #endregion connection
