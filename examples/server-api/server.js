import { Server } from "socket.io";

const port = Number(process.env.PORT) || 3000;
const io = new Server(port);

// #region middleware
io.use((socket, next) => {
  const username = socket.handshake.auth.username;
  if (!username) {
    return next(new Error("missing username"));
  }
  socket.data.username = username;
  next();
});
// #endregion middleware

// #region server-side-emit
// with the default in-memory adapter there is no other server:
// serverSideEmit() prints a warning and no listener is called
io.on("hello", () => console.log("this line is never printed"));
io.serverSideEmit("hello", "world");
// #endregion server-side-emit

io.on("connection", async (socket) => {
  socket.join("players");

  // #region fetch-sockets
  socket.on("who", async (callback) => {
    const sockets = await io.in("players").fetchSockets();
    callback(sockets.map((remote) => remote.data.username).sort());
  });
  // #endregion fetch-sockets

  // #region broadcast-ack
  socket.on("poll", async (question, callback) => {
    try {
      // one answer per client in the room, or an error after 1 second
      const answers = await io.to("players").timeout(1000).emitWithAck("question", question);
      callback({ answers: answers.sort() });
    } catch (err) {
      callback({ error: err.message, answers: err.responses.sort() });
    }
  });
  // #endregion broadcast-ack

  // #region socket-ack
  try {
    const reply = await socket.timeout(1000).emitWithAck("ping");
    console.log(`${socket.data.username} answered ${reply}`);
  } catch (err) {
    console.log(`${socket.data.username}: ${err.message}`);
  }
  // #endregion socket-ack
});

console.log(`listening on port ${port}`);
