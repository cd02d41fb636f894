import session from "express-session";
import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.engine.use(session({ secret: "keyboard cat", resave: false, saveUninitialized: false }));
