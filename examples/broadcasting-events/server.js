import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

// the channels a client may join
const CHANNELS = ["general", "sports", "music"];

io.on("connection", (socket) => {
  // #region join
  socket.on("join", (channels, callback) => {
    const allowed = [].concat(channels).filter((channel) => CHANNELS.includes(channel));
    socket.join(allowed);
    callback(allowed);
  });
  // #endregion join

  // #region broadcasts
  // to every connected client, the sender included
  socket.on("to everyone", (text) => {
    io.emit("message", text);
  });

  // to every connected client but the sender
  socket.on("to everyone else", (text) => {
    socket.broadcast.emit("message", text);
  });

  // to the members of one or several channels (each client gets it once)
  socket.on("to channels", (channels, text) => {
    io.to(channels).emit("message", text);
  });

  // to the members of the channels, the sender excluded
  socket.on("to channels but me", (channels, text) => {
    socket.to(channels).emit("message", text);
  });

  // to every connected client, except the members of the channels
  socket.on("to everyone outside", (channels, text) => {
    io.except(channels).emit("message", text);
  });
  // #endregion broadcasts

  // #region ack
  // asks every connected client a question and collects the answers
  socket.on("poll", async (question, callback) => {
    try {
      const answers = await io.timeout(1000).emitWithAck("question", question);
      callback({ answers });
    } catch (err) {
      // some clients did not answer in time: err.responses holds the others
      callback({ error: err.message, answers: err.responses });
    }
  });
  // #endregion ack
});
