// run in a folder with socket.io@latest and socket.io-client@latest installed; start `node -e "new (require(\"socket.io\").Server)(4122)"` first
// does a connected client with autoUnref let the process exit?
const { io } = require("socket.io-client");
const transports = process.argv[2].split(",");
const socket = io("http://localhost:4122", { autoUnref: true, transports });
const t0 = Date.now();
setTimeout(() => console.log("keep-alive timer over, connected:", socket.connected), 1500);
socket.on("connect", () => console.log("client connected on", socket.io.engine.transport.name));
process.on("exit", () => console.log("process exited after", Date.now() - t0, "ms, connected:", socket.connected));
