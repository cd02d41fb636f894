import { io } from "socket.io-client";

const url = process.env.SERVER_URL || "http://localhost:3000";
const auth = { token: process.env.TOKEN || "alice-token" };

const socket = io(url, { auth });
socket.on("connect", () => console.log(`connected as ${socket.id}`));
socket.on("connect_error", (err) => console.log(`refused: ${err.message}`));
socket.on("notification", (message) => console.log(`notification: ${message}`));

// the same connection carries the "/managers" namespace, if the server lets this user in
const managers = io(`${url}/managers`, { auth });
managers.on("connect", () => console.log("joined /managers"));
managers.on("connect_error", (err) => console.log(`refused by /managers: ${err.message}`));
managers.on("notification", (message) => console.log(`notification to managers: ${message}`));
