/* global io */
// a classic script of the NW.js window: browser context, `io` comes from the bundle

// #region connect
// the page is not served by the Socket.IO server, so give the full URL
// (?server= lets a test point the page at another port)
const SERVER_URL = new URLSearchParams(location.search).get("server") || "http://localhost:3000";

const socket = io(SERVER_URL, {
  // WebSocket directly: no HTTP long-polling requests, so no CORS configuration on the server
  transports: ["websocket"],
});
// #endregion connect

// #region ui
const status = document.getElementById("status");
const form = document.getElementById("form");
const input = document.getElementById("input");
const notes = document.getElementById("notes");

function show(text) {
  const item = document.createElement("li");
  item.textContent = text;
  notes.appendChild(item);
}

socket.on("connect", () => {
  status.textContent = "connected";
});

socket.on("disconnect", (reason) => {
  status.textContent = `disconnected (${reason})`;
});

socket.on("connect_error", (err) => {
  status.textContent = `connection error: ${err.message}`;
});

socket.on("note", (text) => show(text));

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const text = input.value;
  if (!text) {
    return;
  }
  input.value = "";
  const { ok } = await socket.timeout(5000).emitWithAck("note", text);
  if (ok) {
    show(`me: ${text}`);
  }
});
// #endregion ui
