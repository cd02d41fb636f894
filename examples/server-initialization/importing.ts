import { Server } from "socket.io";

interface ServerToClientEvents {
  hello: (from: string) => void;
}

interface ClientToServerEvents {
  ready: () => void;
}

const io = new Server<ClientToServerEvents, ServerToClientEvents>(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  socket.emit("hello", "typed server"); // checked against ServerToClientEvents
});
