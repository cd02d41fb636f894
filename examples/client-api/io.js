// #region io
import { io } from "socket.io-client";

const socket = io("https://example.com", { auth: { token: "abc" } });
const admin = io("https://example.com/admin"); // same Manager, another namespace
// #endregion io

// no server is needed to see the sharing
console.log("same Manager:", socket.io === admin.io);
socket.disconnect();
admin.disconnect();
