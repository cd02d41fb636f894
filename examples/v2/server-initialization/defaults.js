// Prints the options a socket.io 2.x server runs with when you pass none.
const http = require("http");

const httpServer = http.createServer();
const io = require("socket.io")(httpServer);

const engine = io.eio; // the engine.io server, created by attach()
console.log({
  path: io.path(),
  serveClient: io.serveClient(),
  origins: io.origins(),
  adapter: io.adapter().name,
  pingInterval: engine.pingInterval,
  pingTimeout: engine.pingTimeout,
  upgradeTimeout: engine.upgradeTimeout,
  maxHttpBufferSize: engine.maxHttpBufferSize,
  transports: engine.transports,
  allowUpgrades: engine.allowUpgrades,
  perMessageDeflate: engine.perMessageDeflate,
  httpCompression: engine.httpCompression,
  cookie: engine.cookie,
  cookiePath: engine.cookiePath,
  cookieHttpOnly: engine.cookieHttpOnly,
  wsEngine: engine.wsEngine,
});
