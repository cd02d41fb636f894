// #region session
import session from "express-session";
// #endregion session
import express from "express";
import { createServer } from "node:http";
import { Server } from "socket.io";

const app = express();
const httpServer = createServer(app);
const io = new Server(httpServer);

// #region session

const sessionMiddleware = session({
  secret: "changeit",
  resave: true,
  saveUninitialized: true,
});

app.use(sessionMiddleware); // for the Express routes
io.engine.use(sessionMiddleware); // for the Socket.IO requests

io.on("connection", (socket) => {
  const session = socket.request.session;
  // ...
  // #endregion session
  socket.emit("views", session.views ?? 0);
  // #region session
});
// #endregion session

// an Express route counts the visits of the session; the socket above reads that count
app.get("/", (req, res) => {
  req.session.views = (req.session.views ?? 0) + 1;
  res.send(`views: ${req.session.views}`);
});

httpServer.listen(Number(process.env.PORT) || 3000);
