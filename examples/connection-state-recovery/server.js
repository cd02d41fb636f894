import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000, {
  // #region options
  connectionStateRecovery: {
    // how long a disconnected session is kept (default: 2 minutes)
    maxDisconnectionDuration: 2 * 60 * 1000,
    // skip the middlewares when the session is recovered (default: true)
    skipMiddlewares: true,
  },
  // #endregion options
});

// #region connection
io.on("connection", (socket) => {
  if (socket.recovered) {
    // same id, rooms and data as before, and the missed events are on their way
    console.log(`recovered ${socket.id}, rooms: ${[...socket.rooms]}, user: ${socket.data.user}`);
  } else {
    // a brand-new session (or one that could not be recovered)
    socket.data.user = "alice";
    socket.join("news");
    console.log(`new session ${socket.id}`);
  }

  socket.on("disconnect", (reason) => {
    console.log(`${socket.id} disconnected (${reason})`);
  });
});
// #endregion connection

// one numbered event every 100 ms, to the "news" room
let count = 0;
setInterval(() => {
  io.to("news").emit("tick", ++count);
}, 100);
