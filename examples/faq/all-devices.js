import { io } from "socket.io-client";

const url = process.env.SERVER_URL || "http://localhost:3000";
const connect = (userId) =>
  new Promise((resolve) => {
    const socket = io(url, { auth: { userId }, forceNew: true });
    socket.on("connect", () => resolve(socket));
  });

const phone = await connect("alice");
const laptop = await connect("alice");
const bob = await connect("bob");

phone.on("notification", (text) => console.log(`alice's phone got: ${text}`));
laptop.on("notification", (text) => console.log(`alice's laptop got: ${text}`));
bob.on("notification", (text) => console.log(`bob got: ${text}`));

// #region notify
const count = await bob.emitWithAck("notify-user", "alice", "you have a new message");
console.log(`sent to ${count} connection(s) of alice`);
// #endregion notify

await new Promise((resolve) => setTimeout(resolve, 200));
console.log(`is alice online? ${await bob.emitWithAck("is-online", "alice")}`);

phone.disconnect();
laptop.disconnect();
await new Promise((resolve) => setTimeout(resolve, 200));
console.log(`is alice online after closing both devices? ${await bob.emitWithAck("is-online", "alice")}`);
bob.disconnect();
