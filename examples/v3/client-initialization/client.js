const { io } = require("socket.io-client");

const URL = process.env.SERVER_URL || "http://localhost:3000";

// #region options
const socket = io(URL, {
  // sent in the CONNECT packet: socket.handshake.auth on the server
  auth: { token: "abc" },
  // added to the query string: socket.handshake.query on the server
  query: { room: "lobby" },
  // HTTP headers (Node.js client; in a browser only with HTTP long-polling)
  extraHeaders: { "x-client-version": "1.2.3" },
});
// #endregion options

// #region namespace
// same URL, another namespace: this socket shares the connection of "socket"
const adminSocket = io(`${URL}/admin`, { auth: { token: "abc" } });
// #endregion namespace

// #region multiplexing
console.log("same Manager:", socket.io === adminSocket.io); // true

// forceNew creates a second Manager, hence a second connection
const separateSocket = io(URL, { forceNew: true });
console.log("forceNew, same Manager:", socket.io === separateSocket.io); // false
// #endregion multiplexing

let pending = 3;
for (const s of [socket, adminSocket, separateSocket]) {
  s.on("handshake", (info) => {
    console.log("server saw:", JSON.stringify(info));
    if (--pending === 0) {
      socket.disconnect();
      adminSocket.disconnect();
      separateSocket.disconnect();
    }
  });
}
