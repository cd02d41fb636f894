const io = require("socket.io-client");

// In Node.js, extraHeaders are sent as they are. Here the script pretends to
// be a page of http://localhost:8080, as a browser would tell the server.
const socket = io(process.env.SERVER_URL || "http://localhost:3000", {
  extraHeaders: {
    Origin: "http://localhost:8080",
    Authorization: "Bearer abc",
  },
});

socket.on("connect", () => {
  console.log("connected");
  socket.close();
});

socket.on("error", (error) => {
  console.log("error:", error);
});
