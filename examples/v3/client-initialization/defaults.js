const { io } = require("socket.io-client");

const URL = process.env.SERVER_URL || "http://localhost:3000";

// autoConnect: false, so nothing is sent: we only read the settings
const socket = io(URL, { autoConnect: false });
const manager = socket.io;

console.log("reconnection:", manager.reconnection());
console.log("reconnectionAttempts:", manager.reconnectionAttempts());
console.log("reconnectionDelay:", manager.reconnectionDelay());
console.log("reconnectionDelayMax:", manager.reconnectionDelayMax());
console.log("randomizationFactor:", manager.randomizationFactor());
console.log("timeout:", manager.timeout());
console.log("path:", manager.opts.path);

// #region zero
// in 3.x, a 0 passed to these three options is replaced by the default
const zeros = io(URL, {
  forceNew: true,
  autoConnect: false,
  reconnectionAttempts: 0,
  reconnectionDelay: 0,
  randomizationFactor: 0,
});
console.log("reconnectionAttempts: 0 gives", zeros.io.reconnectionAttempts()); // Infinity
console.log("reconnectionDelay: 0 gives", zeros.io.reconnectionDelay()); // 1000
console.log("randomizationFactor: 0 gives", zeros.io.randomizationFactor()); // 0.5

// set them on the Manager instead: the setters keep the 0
zeros.io.randomizationFactor(0);
console.log("after randomizationFactor(0):", zeros.io.randomizationFactor()); // 0
// #endregion zero
