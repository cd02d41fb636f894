import { io } from "socket.io-client";

// #region client
// servers: the URLs of the Socket.IO servers, each reachable on its own
function connectToOneOf(servers) {
  // start on a random one, so that the clients spread over the list
  let current = Math.floor(Math.random() * servers.length);

  const socket = io(servers[current]);

  // before each reconnection attempt, move on to the next server of the list
  socket.io.on("reconnect_attempt", () => {
    current = (current + 1) % servers.length;
    socket.io.uri = servers[current];
  });

  return socket;
}
// #endregion client

const socket = connectToOneOf((process.env.SERVER_URLS || "http://localhost:3000,http://localhost:3001").split(","));

socket.on("welcome", (text) => {
  console.log(`connected to ${text}`);
});

socket.on("chat message", (text) => {
  console.log("new message:", text);
});
