const { Server } = require("socket.io");
const { registerHandlers } = require("./app");

const io = new Server(Number(process.env.PORT) || 3000);
registerHandlers(io);
