// Alice is connected on two devices; Bob sends her a notification
const { io } = require("socket.io-client");

const url = process.env.SERVER_URL || "http://localhost:3000";

function connect(token) {
  const socket = io(url, { auth: { token }, forceNew: true }); // forceNew: one connection each
  return new Promise((resolve) => socket.on("connect", () => resolve(socket)));
}

async function main() {
  const phone = await connect("alice-token");
  const laptop = await connect("alice-token");
  const bob = await connect("bob-token");

  phone.on("notification", (text) => console.log(`alice's phone got: ${text}`));
  laptop.on("notification", (text) => console.log(`alice's laptop got: ${text}`));
  bob.on("notification", (text) => console.log(`bob got: ${text}`));

  // #region notify
  bob.emit("notify-user", "alice", "you have a new message", (count) => {
    console.log(`sent to ${count} connection(s) of alice`);
  });
  // #endregion notify

  await new Promise((resolve) => setTimeout(resolve, 300));
  bob.emit("is-online", "alice", (online) => console.log(`is alice online? ${online}`));

  await new Promise((resolve) => setTimeout(resolve, 200));
  phone.disconnect();
  laptop.disconnect();
  await new Promise((resolve) => setTimeout(resolve, 300));
  bob.emit("is-online", "alice", (online) => {
    console.log(`is alice online after closing both devices? ${online}`);
    bob.disconnect();
  });
}

main();
