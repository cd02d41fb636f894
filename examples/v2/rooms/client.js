const io = require("socket.io-client");

const url = process.env.SERVER_URL || "http://localhost:3000";
const alice = io(url, { forceNew: true });
const bob = io(url, { forceNew: true });

bob.on("channel message", (channel, text) => console.log(`bob got in ${channel}: ${text}`));
bob.on("private message", (from, text) => console.log(`bob got a private message: ${text}`));
bob.on("user left", (id, room) => console.log(`bob sees a user leave ${room}`));
alice.on("channel message", () => console.log("alice got her own message (she should not)"));

bob.on("connect", () => {
  bob.emit("join channel", "random", ({ rooms }) => {
    console.log("bob's rooms:", rooms.length);
    alice.emit("join channel", "random", () => {
      alice.emit("members", "random", (ids) => {
        console.log("members of random:", ids.length);
        alice.emit("channel message", "random", "hello random");
        alice.emit("private message", bob.id, "psst");
        setTimeout(() => alice.close(), 200);
        setTimeout(() => bob.close(), 400);
      });
    });
  });
});
