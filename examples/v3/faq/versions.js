// Connects with the socket.io-client package named by CLIENT (a path or a name), so that one
// script can try a 2.x, 3.x or 4.x client against the same server:
//   CLIENT=/path/to/node_modules/socket.io-client node versions.js
const pkg = process.env.CLIENT || "socket.io-client";
const io = require(pkg);
const { version } = require(`${pkg}/package.json`);

// #region versions
const url = process.env.SERVER_URL || "http://localhost:3000";
const major = Number(version.split(".")[0]);

// 2.x clients have no `auth` option: they send the token in the query string
const socket = major >= 3 ? io(url, { auth: { token: "alice-token" } }) : io(url, { query: { token: "alice-token" } });

socket.on("connect", () => {
  socket.emit("hello", (answer) => {
    console.log(`socket.io-client ${version}: ${answer}`);
    socket.disconnect();
  });
});

socket.on("connect_error", (err) => {
  console.log(`socket.io-client ${version}: connect_error (${err.message})`);
  socket.disconnect(); // stop retrying, for this demo
});
// #endregion versions
