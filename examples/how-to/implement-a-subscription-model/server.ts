import { Server, type Socket } from "socket.io";

const io = new Server(Number(process.env.PORT) || 3000);

// #region validation
const MAX_SUBSCRIPTIONS = 10; // per socket
const TOPIC_PATTERN = /^[a-z0-9-]{1,32}$/;

// a prefix keeps topic rooms apart from the private room of each socket (its id)
const roomOf = (topic: string) => `topic:${topic}`;

function subscriptionsOf(socket: Socket) {
  return [...socket.rooms]
    .filter((room) => room.startsWith("topic:"))
    .map((room) => room.slice("topic:".length));
}

function isValidTopic(topic: unknown): topic is string {
  return typeof topic === "string" && TOPIC_PATTERN.test(topic);
}
// #endregion validation

// #region publish
// can be called from anywhere on the server: an HTTP route, a job, a database listener...
export function publish(topic: string, data: unknown) {
  io.to(roomOf(topic)).emit("message", { topic, data, at: Date.now() });
}
// #endregion publish

// #region handlers
io.on("connection", (socket) => {
  socket.on("subscribe", (topic, callback) => {
    if (typeof callback !== "function") return; // the client must ask for an acknowledgement
    if (!isValidTopic(topic)) {
      return callback({ ok: false, error: "invalid topic" });
    }
    const subscriptions = subscriptionsOf(socket);
    if (!subscriptions.includes(topic) && subscriptions.length >= MAX_SUBSCRIPTIONS) {
      return callback({ ok: false, error: "too many subscriptions" });
    }
    socket.join(roomOf(topic)); // joining twice is harmless
    callback({ ok: true, subscriptions: subscriptionsOf(socket) });
  });

  socket.on("unsubscribe", (topic, callback) => {
    if (typeof callback !== "function") return;
    if (!isValidTopic(topic)) {
      return callback({ ok: false, error: "invalid topic" });
    }
    socket.leave(roomOf(topic));
    callback({ ok: true, subscriptions: subscriptionsOf(socket) });
  });

  socket.on("subscriptions", (callback) => {
    if (typeof callback !== "function") return;
    callback(subscriptionsOf(socket));
  });

  // in this demo any client may publish; a real application checks who is allowed to
  socket.on("publish", (topic, data, callback) => {
    if (typeof callback !== "function") return;
    if (!isValidTopic(topic) || typeof data !== "string" || data.length > 1000) {
      return callback({ ok: false, error: "invalid message" });
    }
    publish(topic, data);
    // how many sockets are subscribed, on this server
    const subscribers = io.of("/").adapter.rooms.get(roomOf(topic))?.size ?? 0;
    callback({ ok: true, subscribers });
  });
  // no cleanup on disconnect: Socket.IO removes the socket from its rooms
});
// #endregion handlers
