const { Server } = require("socket.io");
const { describe } = require("./describe");

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // #region basic
  // any number of arguments, of any serializable type
  socket.emit("hello", "world", 42, { answer: true });
  // #endregion basic

  // #region types
  // the client sends one value of each kind, the server says what arrived
  socket.on("types", (values, callback) => {
    const report = {};
    for (const [name, value] of Object.entries(values)) {
      report[name] = describe(value);
    }
    callback(report);
  });
  // #endregion types

  // #region ack
  socket.on("create order", (order, callback) => {
    // ... save the order somewhere, then answer
    callback({ status: "created", item: order.item });
  });

  socket.on("slow operation", (callback) => {
    // answers after 2 seconds: too late for a client that waits 500 ms
    setTimeout(() => callback("done"), 2000);
  });
  // #endregion ack

  // #region server-ack
  // the server can wait for an answer from the client as well;
  // 3.x has no timeout for acknowledgements, so the server sets its own
  const timer = setTimeout(() => {
    console.log("the client did not answer within 5 seconds");
  }, 5000);
  socket.emit("are you there?", (answer) => {
    clearTimeout(timer);
    console.log(`the client answered: ${answer}`);
  });
  // #endregion server-ack

  // #region order
  let expected = 1;
  socket.on("counter", (value) => {
    if (value !== expected) {
      console.log(`out of order: expected ${expected}, got ${value}`);
    }
    expected = value + 1;
    if (value === 100) {
      console.log("100 events received, in the order they were sent");
    }
  });
  // #endregion order

  // #region reserved
  try {
    socket.emit("disconnect");
  } catch (err) {
    console.log(err.message); // "disconnect" is a reserved event name
  }
  // #endregion reserved

  // what client.js sends with and without volatile
  socket.on("chat message", (text) => console.log("chat message:", text));
  socket.on("cursor position", (pos) => console.log("cursor position:", pos));

  // #region compress
  socket.on("get report", (compress) => {
    // 2,000 characters: above the 1,024-byte threshold of httpCompression
    socket.compress(compress).emit("report", "x".repeat(2000));
  });
  // #endregion compress
});
