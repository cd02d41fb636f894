import { Server } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

// #region store
// a stand-in for a database table: every message gets an increasing id
const messages = [];
// the client-side id of each stored message, to recognize a retried message
const storedIds = new Map();
// #endregion store

io.on("connection", (socket) => {
  // #region catch-up
  // send the messages this client has not seen yet
  const offset = Number(socket.handshake.auth.offset) || 0;
  for (const message of messages) {
    if (message.id > offset) {
      socket.emit("message", message.id, message.text);
    }
  }
  // #endregion catch-up

  // #region receive
  socket.on("message", (clientId, text, callback) => {
    if (storedIds.has(clientId)) {
      // a retry: the message is already stored, only acknowledge it again
      console.log(`duplicate of message ${storedIds.get(clientId)} ignored`);
      callback(storedIds.get(clientId));
      return;
    }
    const message = { id: messages.length + 1, text };
    messages.push(message);
    storedIds.set(clientId, message.id);
    io.emit("message", message.id, message.text);
    console.log(`stored message ${message.id}: ${text}`);

    if (message.id % 2 === 1) {
      // simulate a lost acknowledgement for every other message: the client
      // does not hear back in time and sends the same message again
      console.log(`acknowledgement of message ${message.id} "lost"`);
      return;
    }
    callback(message.id);
  });
  // #endregion receive
});
