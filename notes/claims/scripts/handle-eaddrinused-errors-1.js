const http = require("http");
const a = http.createServer().listen(4188, () => {
  const b = http.createServer();
  let listening = 0;
  b.on("listening", () => { listening++; console.log("listening on", b.address().port, "count", listening); setTimeout(() => { a.close(); b.close(); }, 100); });
  b.once("error", (e) => { console.log(String(e)); b.listen(4189); });
  b.listen(4188);
});
