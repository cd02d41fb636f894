import { createServer } from "node:http";
import { randomUUID } from "node:crypto";
import { parse, serialize } from "cookie";
import { Server } from "socket.io";

const httpServer = createServer();

// #region options
const io = new Server(httpServer, {
  // the Engine.IO session cookie, for sticky sessions behind a load balancer
  cookie: {
    name: "io", // default name
    httpOnly: true,
    sameSite: "lax",
    maxAge: 86400, // in seconds: the cookie survives a browser restart
  },
  cors: {
    origin: process.env.CLIENT_ORIGIN || "http://localhost:8080",
    credentials: true, // required for the browser to send and accept cookies
  },
});
// #endregion options

// #region set-cookie
// runs once per session, on the response to the handshake request
io.engine.on("initial_headers", (headers, request) => {
  const cookies = parse(request.headers.cookie || "");
  if (cookies.visitor) {
    return; // a returning visitor, the cookie is already there
  }
  request.visitorId = randomUUID();
  // Engine.IO already put the "io" cookie under this exact key: append to it
  headers["Set-Cookie"] = [
    ...(headers["Set-Cookie"] || []),
    serialize("visitor", request.visitorId, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      maxAge: 30 * 86400,
    }),
  ];
});
// #endregion set-cookie

// #region every-request
// runs on every HTTP request of a session (polling requests, WebSocket upgrade)
io.engine.on("headers", (headers, request) => {
  if (request._query.sid && request.headers.upgrade === "websocket") {
    const names = Object.keys(parse(request.headers.cookie || ""));
    console.log(`WebSocket upgrade with cookies: ${names.join(", ") || "none"}`);
  }
});
// #endregion every-request

// #region read
io.on("connection", (socket) => {
  // the headers of the handshake request (socket.handshake.headers is the same object)
  const cookies = parse(socket.request.headers.cookie || "");
  const returning = Boolean(cookies.visitor);
  const visitor = cookies.visitor || socket.request.visitorId;

  console.log(`visitor ${visitor} (${returning ? "returning" : "new"})`);
  socket.emit("welcome", { visitor, returning });
});
// #endregion read

httpServer.listen(Number(process.env.PORT) || 3000);
