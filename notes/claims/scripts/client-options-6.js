// withCredentials in Node.js: is the server's cookie sent back on the following requests of the session?
const { Server } = require("socket.io");
const { io } = require("socket.io-client");
const srv = new Server(4124, { cookie: { name: "lb" } });
let seen = [];
srv.engine.on("headers", (h, req) => seen.push(/transport=(\w+)/.exec(req.url)[1] + ":" + (req.headers.cookie || "-")));
function run(wc) {
  return new Promise((done) => {
    const s = io("http://localhost:4124", { forceNew: true, withCredentials: wc });
    s.on("connect", () => setTimeout(() => { console.log("withCredentials", wc, seen.join(" ")); seen = []; s.disconnect(); done(); }, 400));
  });
}
run(false).then(() => run(true)).then(() => srv.close());
