import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000, { pingInterval: 10000 });
