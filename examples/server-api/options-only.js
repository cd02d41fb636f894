import { Server } from "socket.io";

const io = new Server({ serveClient: false });
io.listen(Number(process.env.PORT) || 3000);
