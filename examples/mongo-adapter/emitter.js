// Needs `npm install @socket.io/mongo-emitter mongodb` and the MongoDB replica set of the servers.
// The region runs to the end of the file, so that the CommonJS variant shows the end of its main().
// #region emitter
import { MongoClient } from "mongodb";
import { Emitter } from "@socket.io/mongo-emitter";

const mongoClient = new MongoClient(
  process.env.MONGO_URL || "mongodb://localhost:27017/?replicaSet=rs0",
);
await mongoClient.connect();

const emitter = new Emitter(mongoClient.db("socketio").collection("socket.io-adapter-events"));

emitter.to("room1").emit("news", "hello");
emitter.of("/admin").emit("news", "to the clients of /admin");
