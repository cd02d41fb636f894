// server-initialization: CommonJS factory, standalone 404, io.httpServer, new Server(app) error, app.listen() server
const express = require("express");
const http = require("http");
const factory = require("socket.io");
const { Server } = require("socket.io");
const get = (port, path) => new Promise((r) => http.get({ port, path }, (res) => { res.resume(); r(res.statusCode); }));
(async () => {
  const io1 = factory(4112);
  console.log("factory is a function:", typeof factory, "returns a Server:", io1 instanceof Server);
  await new Promise((r) => setTimeout(r, 100));
  console.log("standalone /other:", await get(4112, "/other"), "/socket.io/socket.io.js:", await get(4112, "/socket.io/socket.io.js"));
  console.log("io.httpServer is an http.Server:", io1.httpServer instanceof http.Server);
  io1.close();
  const app = express();
  try { new Server(app); } catch (e) { console.log("new Server(app):", e.message); }
  const s = app.listen(4113);
  console.log("app.listen returns http.Server:", s instanceof http.Server);
  const io2 = new Server(s);
  await new Promise((r) => setTimeout(r, 100));
  console.log("app.listen server + io: handshake status", await get(4113, "/socket.io/?EIO=4&transport=polling"));
  io2.close();
  const app3 = express();
  const httpServer = http.createServer(app3);
  new Server(httpServer);
  const s3 = app3.listen(4114);
  await new Promise((r) => setTimeout(r, 100));
  console.log("io on httpServer but app.listen(): handshake status", await get(4114, "/socket.io/?EIO=4&transport=polling"));
  s3.close();
})();
