import { Server } from "socket.io";
import { instrument } from "@socket.io/admin-ui";

// #region cors
const io = new Server(Number(process.env.PORT) || 3000, {
  // the hosted Admin UI is a page of another origin: allow it, with credentials
  cors: {
    origin: ["https://admin.socket.io"],
    credentials: true,
  },
});
// #endregion cors

// #region instrument
instrument(io, {
  auth: {
    type: "basic",
    username: "admin",
    // a bcrypt hash, never the password itself (this one is the hash of "changeit")
    password: process.env.ADMIN_PASSWORD_HASH || "$2a$10$ksU8Qi8rXdXrfV1KZOHB3.dwnENIVHPrepSKRRScsnmvvz353FSdm",
  },
  // mode defaults to process.env.NODE_ENV, or "development" when it is not set
});
// #endregion instrument

// the application itself: a small chat, so that the Admin UI has something to show
io.on("connection", (socket) => {
  socket.data.username = socket.handshake.auth.username ?? "anonymous";
  socket.join("general");

  socket.on("chat message", (text) => {
    io.to("general").emit("chat message", socket.data.username, text);
  });
});
