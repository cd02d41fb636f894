import express from "express";
import { Server } from "socket.io";

const app = express();
const httpServer = app.listen(Number(process.env.PORT) || 3000);
const io = new Server(httpServer);
