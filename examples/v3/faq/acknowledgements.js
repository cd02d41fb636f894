// Knowing whether the server received an event: acknowledgements, with a timeout of your own
const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000", { auth: { token: "alice-token" } });

// #region ack
// 3.x has no socket.timeout(): wrap the callback in a timer
function emitWithTimeout(socket, event, arg, ms, callback) {
  let done = false;
  const timer = setTimeout(() => {
    done = true;
    callback(new Error(`no acknowledgement for "${event}" within ${ms} ms`));
  }, ms);
  socket.emit(event, arg, (response) => {
    if (done) return; // too late: the timeout already fired
    clearTimeout(timer);
    callback(null, response);
  });
}

emitWithTimeout(socket, "save", "buy milk", 2000, (err, response) => {
  console.log("save:", err ? err.message : response);
});

// the server has no listener for "archive", so it never acknowledges it
emitWithTimeout(socket, "archive", "buy milk", 2000, (err, response) => {
  console.log("archive:", err ? err.message : response);
  socket.disconnect();
});
// #endregion ack
