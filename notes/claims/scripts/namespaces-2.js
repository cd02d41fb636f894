// namespaces: heap taken by 2,000 child namespaces (default adapter); run with --expose-gc
const { Server } = require("socket.io");
const io = new Server();
io.of(/^\/workspace-\d+$/).use((s, next) => next());
gc(); const before = process.memoryUsage().heapUsed;
for (let i = 0; i < 2000; i++) io.of("/workspace-" + i);
gc(); const after = process.memoryUsage().heapUsed;
console.log("2000 children:", ((after - before) / 2 ** 20).toFixed(2), "MiB,", ((after - before) / 2000 / 1024).toFixed(2), "KiB each");

