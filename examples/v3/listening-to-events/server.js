const { Server } = require("socket.io");

const io = new Server(Number(process.env.PORT) || 3000);

io.on("connection", (socket) => {
  // #region catch-all
  let received = 0;

  // every incoming event, with its name first
  socket.onAny((event, ...args) => {
    console.log(`incoming #${received} "${event}"`, args.filter((arg) => typeof arg !== "function"));
  });

  // added at the beginning of the list: called before the one above
  socket.prependAny(() => {
    received++;
  });

  console.log(`catch-all listeners: ${socket.listenersAny().length}`); // 2
  // #endregion catch-all

  // #region on
  socket.on("details", (name, age) => {
    console.log(`details: ${name}, ${age}`);
  });
  // #endregion on

  // #region once
  socket.once("init", () => {
    console.log("init: handled once");
  });
  // #endregion once

  // #region off
  let ticks = 0;
  function onTick() {
    ticks++;
    console.log(`tick #${ticks}`);
    if (ticks === 3) {
      socket.off("tick", onTick); // the same function that was given to on()
      console.log("no more ticks");
    }
  }
  socket.on("tick", onTick);
  // #endregion off

  // #region middleware
  // runs for each incoming event; next(err) stops it
  socket.use(([event, ...args], next) => {
    if (event === "admin action") {
      return next(new Error("unauthorized event"));
    }
    next();
  });

  // the error given to next() arrives here; the socket stays connected
  socket.on("error", (err) => {
    console.log(`refused: ${err.message}`);
    socket.emit("refused", err.message);
  });

  socket.on("admin action", () => {
    console.log("never printed");
  });
  // #endregion middleware

  // #region errors
  // catches what a listener throws, or the rejection of an async listener
  function withErrors(listener) {
    return async (...args) => {
      const callback = typeof args[args.length - 1] === "function" ? args[args.length - 1] : null;
      try {
        await listener(...args);
      } catch (err) {
        console.log(`listener failed: ${err.message}`);
        if (callback) callback({ error: err.message });
      }
    };
  }

  socket.on(
    "update profile",
    withErrors(async (profile, callback) => {
      if (!profile.name) {
        throw new Error("name is required");
      }
      callback({ status: "saved" });
    })
  );
  // #endregion errors

  socket.on("news please", () => {
    socket.emit("news", "first");
    socket.emit("news", "second");
  });
});
