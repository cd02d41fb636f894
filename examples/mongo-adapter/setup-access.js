// A mongosh script, run once by an administrator:
//   mongosh "mongodb://admin@mongo1.internal:27017/admin?replicaSet=rs0&tls=true" setup-access.js
// `db` is the database mongosh is connected to; the script works in "socketio".
const socketio = db.getSiblingDB("socketio");
const COLLECTION = "socket.io-adapter-events";

// the collection is created here, so the servers need no right to create it
socketio.createCollection(COLLECTION, { capped: true, size: 1e6 });

// what a Socket.IO server does with the collection: watch it, read it
// (sessions, missed packets), insert documents; with a TTL index, add "remove"
// and "createIndex" (server-ttl.js creates its index when it starts)
socketio.createRole({
  role: "socketioAdapter",
  privileges: [
    {
      resource: { db: "socketio", collection: COLLECTION },
      actions: ["changeStream", "find", "insert"],
    },
  ],
  roles: [],
});

// an emitter only inserts documents
socketio.createRole({
  role: "socketioEmitter",
  privileges: [
    {
      resource: { db: "socketio", collection: COLLECTION },
      actions: ["insert"],
    },
  ],
  roles: [],
});

socketio.createUser({
  user: "socketio_adapter",
  pwd: passwordPrompt(),
  roles: ["socketioAdapter"],
});
