import { Server } from "socket.io";
import { registerHandlers } from "./app.js";

const io = new Server(Number(process.env.PORT) || 3000);
registerHandlers(io);
