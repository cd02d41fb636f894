// listening-to-events: a listener that throws stops the server process
const { Server } = require("socket.io");
const { io: ioc } = require("socket.io-client");
const io = new Server(4142);
io.on("connection", (socket) => socket.on("boom", () => { throw new Error("boom"); }));
process.on("exit", (c) => console.log("server process exits with", c));
ioc("http://localhost:4142").emit("boom");
