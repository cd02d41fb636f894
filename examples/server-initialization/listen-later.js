import { Server } from "socket.io";

const io = new Server({
  // options
});

io.listen(Number(process.env.PORT) || 3000);
