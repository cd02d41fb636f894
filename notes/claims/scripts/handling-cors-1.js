// handling-cors: headers sent by engine.io's use of the cors package
const { Server } = require("socket.io");
const http = require("http");
function req(port, method, path, headers) {
  return new Promise((resolve) => {
    const r = http.request({ port, method, path, headers }, (res) => { let d = ""; res.on("data", (c) => (d += c)); res.on("end", () => resolve({ status: res.statusCode, h: Object.fromEntries(Object.entries(res.headers).filter(([k]) => /access-control|vary/.test(k))), body: d.slice(0, 60) })); });
    r.end();
  });
}
(async () => {
  const configs = [
    { origin: ["http://localhost:8080", "https://app.example.com"], credentials: true },
    { origin: "https://app.example.com/" },
    {},
  ];
  let port = 4106;
  for (const cors of configs) {
    const io = new Server(port, { cors });
    let sessions = 0; io.engine.on("connection", () => sessions++);
    await new Promise((r) => setTimeout(r, 100));
    console.log("== cors", JSON.stringify(cors));
    console.log("GET good origin:", JSON.stringify(await req(port, "GET", "/socket.io/?EIO=4&transport=polling", { Origin: "http://localhost:8080" })));
    console.log("GET evil origin:", JSON.stringify(await req(port, "GET", "/socket.io/?EIO=4&transport=polling", { Origin: "http://evil.test" })), "sessions:", sessions);
    console.log("preflight:", JSON.stringify(await req(port, "OPTIONS", "/socket.io/?EIO=4&transport=polling", { Origin: "http://localhost:8080", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "authorization" })));
    console.log("bundle:", JSON.stringify((await req(port, "GET", "/socket.io/socket.io.js", { Origin: "http://localhost:8080" })).h));
    io.close(); port++;
  }
  const io = new Server(port, {});
  console.log("== no cors option: GET", JSON.stringify((await req(port, "GET", "/socket.io/?EIO=4&transport=polling", { Origin: "http://localhost:8080" })).h));
  io.close();
})();
