import { io } from "socket.io-client";

// autoConnect: false, so nothing is sent: we only read the settings
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  autoConnect: false,
});
const manager = socket.io;

console.log("reconnection:", manager.reconnection());
console.log("reconnectionAttempts:", manager.reconnectionAttempts());
console.log("reconnectionDelay:", manager.reconnectionDelay());
console.log("reconnectionDelayMax:", manager.reconnectionDelayMax());
console.log("randomizationFactor:", manager.randomizationFactor());
console.log("timeout:", manager.timeout());
console.log("path:", manager.opts.path);
