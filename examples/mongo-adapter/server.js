// Needs `npm install @socket.io/mongo-adapter mongodb` and a MongoDB replica set.
import { MongoClient } from "mongodb";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/mongo-adapter";

const port = Number(process.env.PORT) || 3000;
const DB = "socketio";
const COLLECTION = "socket.io-adapter-events";

// #region capped
const mongoClient = new MongoClient(
  process.env.MONGO_URL || "mongodb://localhost:27017/?replicaSet=rs0",
);
await mongoClient.connect();

try {
  // a capped collection keeps a fixed size: the oldest documents are dropped
  await mongoClient.db(DB).createCollection(COLLECTION, {
    capped: true,
    size: 1e6, // bytes
  });
} catch (err) {
  // the collection already exists (created by another server)
}

const mongoCollection = mongoClient.db(DB).collection(COLLECTION);

const io = new Server({
  adapter: createAdapter(mongoCollection),
});
// #endregion capped

io.on("connection", (socket) => {
  socket.on("chat message", (text) => {
    io.emit("chat message", text);
  });
});

io.listen(port);
