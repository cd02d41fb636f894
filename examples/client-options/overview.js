// #region overview
import { io } from "socket.io-client";

const socket = io("https://example.com", {
  // Socket option
  auth: { token: "abc" },
  // Manager option
  reconnectionDelayMax: 10000,
  // low-level engine option
  transports: ["websocket", "polling"],
});
// #endregion overview

// where each kind of option ends up (no server is needed to see it)
console.log("socket.auth:", JSON.stringify(socket.auth));
console.log("socket.io.opts.reconnectionDelayMax:", socket.io.opts.reconnectionDelayMax);
console.log("socket.io.engine.opts.transports:", socket.io.engine.opts.transports.join(","));
socket.disconnect();
