// socket.io-client 2.5.0, installed in examples/v2 for the 2.x docs
const io = require("../v2/node_modules/socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000", { reconnection: false });

socket.on("connect", () => {
  socket.emit("hello", "2.x client", (answer) => {
    console.log(answer);
    socket.close();
  });
});

socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message} (${err.description})`);
});
