const { io } = require("socket.io-client");

const socket = io(process.env.SERVER_URL || "http://localhost:3000");

socket.on("hello", (text) => {
  console.log("hello:", text);
});
