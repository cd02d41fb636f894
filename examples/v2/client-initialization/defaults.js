// Prints the options a socket.io-client 2.x runs with when you pass none.
const io = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");
const manager = socket.io; // the Manager, shared by the sockets of one server

socket.on("connect", () => {
  const engine = manager.engine; // the engine.io-client Socket
  console.log({
    path: manager.opts.path,
    reconnection: manager.reconnection(),
    reconnectionAttempts: manager.reconnectionAttempts(),
    reconnectionDelay: manager.reconnectionDelay(),
    reconnectionDelayMax: manager.reconnectionDelayMax(),
    randomizationFactor: manager.randomizationFactor(),
    timeout: manager.timeout(),
    autoConnect: manager.autoConnect,
    transports: engine.transports,
    upgrade: engine.upgrade,
    rememberUpgrade: engine.rememberUpgrade,
    forceJSONP: engine.forceJSONP,
    jsonp: engine.jsonp,
    forceBase64: engine.forceBase64,
    withCredentials: engine.withCredentials,
    timestampParam: engine.timestampParam,
    perMessageDeflate: engine.perMessageDeflate,
    rejectUnauthorized: engine.rejectUnauthorized,
  });
  socket.close();
});
