const io = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

// #region timeout
// 2.x has no timeout for acknowledgements: wrap the callback yourself
function withTimeout(onSuccess, onTimeout, timeout) {
  let called = false;
  const timer = setTimeout(() => {
    if (called) return;
    called = true;
    onTimeout();
  }, timeout);

  return (...args) => {
    if (called) return;
    called = true;
    clearTimeout(timer);
    onSuccess(...args);
  };
}

socket.emit("ping me", withTimeout(
  (answer) => console.log("answer:", answer),
  () => console.log("ping me: no answer"),
  1000
));

socket.emit("ignored", withTimeout(
  () => console.log("ignored: answered?"),
  () => console.log("ignored: no answer after 1 s"),
  1000
));
// #endregion timeout

socket.on("count", (count) => {
  console.log("connected clients:", count);
});
