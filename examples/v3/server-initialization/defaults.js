const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

// the options of the Socket.IO layer
console.log("path:", io.path());
console.log("serveClient:", io.serveClient());
console.log("connectTimeout:", io.connectTimeout());

// io.engine is the Engine.IO server (untyped in 3.x: it is declared private)
const { pingInterval, pingTimeout, upgradeTimeout, maxHttpBufferSize, transports, allowUpgrades, httpCompression,
  perMessageDeflate, cors, allowEIO3, cookie, wsEngine } = io.engine.opts;
const engineOptions = { pingInterval, pingTimeout, upgradeTimeout, maxHttpBufferSize, transports, allowUpgrades,
  httpCompression, perMessageDeflate, cors, allowEIO3, cookie, wsEngine };
// options left unset are printed as null
console.log("engine:", JSON.stringify(engineOptions, (key, value) => (value === undefined ? null : value)));
