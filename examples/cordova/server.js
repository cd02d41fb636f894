import { createServer } from "node:http";
import { Server } from "socket.io";

// #region origins
// The origins of the app's webview. Keep only the ones your app uses.
const appOrigins = [
  "https://localhost", // cordova-android 10 and newer, default settings
  "http://localhost", // cordova-android with <preference name="scheme" value="http" />
  "app://localhost", // cordova-ios with <preference name="scheme" value="app" />
];
// #endregion origins

const httpServer = createServer();

// #region server
const io = new Server(httpServer, {
  // CORS headers: let the webview read the HTTP long-polling responses
  cors: {
    origin: appOrigins,
  },
  // CORS does not apply to WebSocket: refuse other origins here, for every transport.
  // Requests without an Origin header (native clients, Node.js scripts) are accepted.
  allowRequest: (req, callback) => {
    const origin = req.headers.origin;
    callback(null, origin === undefined || appOrigins.includes(origin));
  },
});
// #endregion server

io.on("connection", (socket) => {
  const origin = socket.handshake.headers.origin;
  // the log tells you which origin your app really sends
  console.log(`connected: ${socket.id} (origin: ${origin})`);

  socket.emit("welcome", `Hello from the server, ${socket.id}!`);

  socket.on("note", (text, callback) => {
    // to every other connected device
    socket.broadcast.emit("note", text);
    callback({ receivedAt: Date.now() });
  });

  socket.on("disconnect", (reason) => {
    console.log(`disconnected: ${socket.id} (${reason})`);
  });
});

// #region listen
// no host argument: listen on every network interface, so that a phone on the
// same network can reach the server at this computer's address
httpServer.listen(Number(process.env.PORT) || 3000);
// #endregion listen
