// #region manager
import { Manager } from "socket.io-client";

const manager = new Manager("https://server.example.com", { reconnectionDelayMax: 10000 });

const socket = manager.socket("/"); // main namespace
const adminSocket = manager.socket("/admin", { auth: { token: "abc" } });
// #endregion manager

console.log("one Manager for both:", socket.io === manager && adminSocket.io === manager);
console.log("admin auth:", JSON.stringify(adminSocket.auth));
socket.disconnect();
adminSocket.disconnect();
