import { Server } from "socket.io";

const port = Number(process.env.PORT) || 3000;
const io = new Server(port, {
  // the test shortens it to see several heartbeats (default: 25000)
  pingInterval: Number(process.env.PING_INTERVAL) || 25000,
});

io.on("connection", (socket) => {
  // #region conn-events
  // the Engine.IO socket: one per client, shared by all its namespaces
  const conn = socket.conn;
  let received = 0;
  let sent = 0;
  let heartbeats = 0;

  console.log(`opened over ${conn.transport.name}`);

  conn.on("upgrading", (transport) => {
    console.log(`trying ${transport.name}`);
  });

  conn.on("upgrade", (transport) => {
    console.log(`now on ${transport.name}`);
  });

  conn.on("packet", () => received++); // every packet from the client, pongs included
  conn.on("packetCreate", () => sent++); // every packet for the client, pings included

  conn.on("heartbeat", () => {
    // the client answered the last ping: once per pingInterval
    console.log(`heartbeat #${++heartbeats}`);
  });

  conn.on("close", (reason) => {
    console.log(`closed (${reason}) after ${received} packets received and ${sent} sent`);
  });
  // #endregion conn-events
});

console.log(`listening on port ${port}`);
