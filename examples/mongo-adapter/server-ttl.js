// Needs `npm install @socket.io/mongo-adapter mongodb` and a MongoDB replica set.
import { MongoClient } from "mongodb";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/mongo-adapter";

const port = Number(process.env.PORT) || 3000;

// #region ttl
const mongoClient = new MongoClient(
  process.env.MONGO_URL || "mongodb://localhost:27017/?replicaSet=rs0",
);
await mongoClient.connect();

const mongoCollection = mongoClient.db("socketio").collection("socket.io-adapter-events");

// MongoDB removes each document about one hour after its createdAt date
await mongoCollection.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600 });

const io = new Server({
  adapter: createAdapter(mongoCollection, {
    addCreatedAtField: true, // required by the TTL index
  }),
});
// #endregion ttl

io.on("connection", (socket) => {
  socket.on("chat message", (text) => {
    io.emit("chat message", text);
  });
});

io.listen(port);
