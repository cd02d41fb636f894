// Evidence for notes/claims/changelog.md (section "Items added from the upstream changelogs").
// Scratch folder with npm aliases: npm i s441@npm:socket.io@4.4.1 s450@npm:socket.io@4.5.0 s460@npm:socket.io@4.6.0
//   c441@npm:socket.io-client@4.4.1 c450@npm:socket.io-client@4.5.0 c460@npm:socket.io-client@4.6.0 e641@npm:engine.io@6.4.1
//   e642@npm:engine.io@6.4.2 ec622@npm:engine.io-client@6.2.2 ec623@npm:engine.io-client@6.2.3 socket.io socket.io-client
// Where does socket.io-client <pkg> connect for a URL whose query contains "@"?
const path = require("path");
const { url } = require(path.resolve("node_modules", process.argv[2], "build/cjs/url.js"));
const loc = { protocol: "https:", host: "app.example.org", port: "443" };
for (const u of ["/chat?ref=@evil.example", "https://app.example.org/chat?ref=@evil.example"]) {
  const r = url(u, "/socket.io", loc);
  console.log(process.argv[2], JSON.stringify(u), "-> host:", r.host, "| namespace:", r.path, "| query:", r.query);
}
