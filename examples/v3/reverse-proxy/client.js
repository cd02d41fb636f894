const { io } = require("socket.io-client");

// #region client-path
// the URL has no path (a path there would be a namespace); the prefix goes in `path`
const socket = io(process.env.SERVER_URL || "http://localhost:8080", {
  path: "/chat/socket.io/",
});
// #endregion client-path

socket.on("connect", () => {
  console.log(`connected with ${socket.io.engine.transport.name}`);

  socket.io.engine.once("upgrade", (transport) => {
    console.log(`upgraded to ${transport.name}`);
    socket.emit("ping", "hello through the proxy", (answer) => {
      console.log(answer);
    });
  });
});

socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message}`);
});
