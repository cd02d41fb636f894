import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { createClient } from "redis";

const port = Number(process.env.PORT) || 3000;

// The Redis adapter connects the servers: a broadcast reaches the clients of every server,
// and emitter.js can reach them too.
const pubClient = createClient({ url: process.env.REDIS_URL || "redis://localhost:6379" });
const subClient = pubClient.duplicate();
await Promise.all([pubClient.connect(), subClient.connect()]);

const io = new Server({ adapter: createAdapter(pubClient, subClient) });

// The demo users and their rooms.
const roomsOf = {
  alice: ["game1"],
  bob: ["game1", "game2"],
  carol: ["game2", "spectators"],
};

io.of("/admin"); // a second namespace, for the "to a namespace" lines

io.on("connection", (socket) => {
  const name = socket.handshake.auth.name;
  socket.join(roomsOf[name] ?? []);

  // A client asks this server to run every line of the cheatsheet, with itself as the sender.
  socket.on("run cheatsheet", async (otherSocketId, done) => {
    done(await cheatsheet(socket, otherSocketId));
  });

  // The events sent by client.js.
  socket.on("hello", (...args) => console.log(`hello from ${name}:`, JSON.stringify(args)));
  socket.on("question", (text, callback) => callback(`yes, ${name}`));
  socket.on("volatile hello", (text) => console.log(`volatile hello from ${name}: ${text}`));
  socket.on("uncompressed hello", (text) => console.log(`uncompressed hello from ${name}: ${text}`));
});

// #region server-side-listener
// on every other server: an event sent with io.serverSideEmit() or emitter.serverSideEmit()
io.on("server hello", (from) => {
  console.log(`server hello from ${from}`);
});
// #endregion server-side-listener

async function cheatsheet(socket, otherSocketId) {
  // #region basics
  // to the sender only
  socket.emit("to sender", "only for you", 1, { two: 2 });

  // to every client of the namespace, the sender included
  io.emit("to all", "for everyone");

  // to every client of the namespace, except the sender
  socket.broadcast.emit("to all but sender", "for everyone else");

  // to every client in the room "game1", except the sender
  socket.to("game1").emit("to room but sender", "for game1");

  // to every client in "game1" or "game2" (or both, it gets the event once), except the sender
  socket.to("game1").to("game2").emit("to rooms but sender", "for game1 and game2");

  // to every client in the room "game2", the sender included if it is in the room
  io.to("game2").emit("to room", "for game2");

  // to every client in "game1" or "game2", once each; an array works like chained to()
  io.to(["game1", "game2"]).emit("to rooms", "for game1 and game2");

  // to every client in "game2", except those that are also in "spectators"
  io.to("game2").except("spectators").emit("to room except", "for the players of game2");

  // to every client, except those in "spectators"
  io.except("spectators").emit("to all except", "for everyone but the spectators");

  // to every client of the "/admin" namespace (the sender's namespace does not matter)
  io.of("/admin").emit("to namespace", "for the admins");

  // to one socket, by its id: every socket is in a room named after its id (a private message)
  socket.to(otherSocketId).emit("private message", socket.id, "just between us");
  // #endregion basics

  // #region acks
  // with an acknowledgement: the client calls the callback, the server gets its answer
  socket.emit("question", "ready?", (answer) => {
    console.log("callback:", answer);
  });

  // the same with a timeout: err is set if no answer came within 5 seconds
  socket.timeout(5000).emit("question", "ready?", (err, answer) => {
    if (err) {
      console.log("no answer within 5 seconds");
    } else {
      console.log("callback with timeout:", answer);
    }
  });

  // the promise form; it rejects after the timeout
  const answer = await socket.timeout(5000).emitWithAck("question", "ready?");

  // a broadcast with acknowledgements: one answer per client, in an array
  io.timeout(5000).emit("poll", "which room?", (err, answers) => {
    console.log(err ? "some clients did not answer" : `answers: ${answers.length}`);
  });

  // the same as a promise
  const answers = await io.timeout(5000).emitWithAck("poll", "which room?");
  // #endregion acks

  // #region flags
  // volatile: dropped instead of buffered when the client cannot receive it right now
  io.volatile.emit("volatile", "only if you are ready");

  // without compression (compression is only applied to large payloads anyway)
  socket.compress(false).emit("uncompressed", "as is");

  // only to the clients connected to this server, even with an adapter
  io.local.emit("local", "for the clients of this server");

  // to every other server of the cluster, not to clients
  io.serverSideEmit("server hello", `server ${port}`);
  // #endregion flags

  return { answer, answers };
}

io.listen(port);
console.log(`listening on port ${port}`);
