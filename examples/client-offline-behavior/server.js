import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // prints every event in the order it arrives
  socket.onAny((event, ...args) => {
    console.log(`received "${event}"`, JSON.stringify(args.filter((arg) => typeof arg !== "function")));
  });

  socket.on("save", (draft, callback) => {
    callback({ status: "saved" });
  });

  socket.on("ping-server", (callback) => {
    callback();
  });
});
