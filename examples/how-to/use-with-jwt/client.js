import { io } from "socket.io-client";

const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";

// #region token
let token = null;

async function login() {
  const res = await fetch(`${SERVER_URL}/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: "alice", password: "wonderland" }),
  });
  if (!res.ok) {
    throw new Error(`login failed: ${res.status}`);
  }
  ({ token } = await res.json());
}

// the payload of a JWT is readable without the secret: we only need its "exp" claim
function expiresSoon(token) {
  const payload = JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString());
  return payload.exp * 1000 - Date.now() < 5_000;
}
// #endregion token

// #region socket
const socket = io(SERVER_URL, {
  // called before each connection attempt, including reconnections
  auth: async (cb) => {
    if (!token || expiresSoon(token)) {
      await login();
    }
    cb({ token });
  },
});

socket.on("connect", () => {
  socket.emit("whoami", (user) => {
    console.log(`connected as ${user.username}`);
  });
});

socket.on("connect_error", (err) => {
  console.log(`connect_error: ${err.message} (${err.data?.reason})`);
  if (err.data?.reason === "token_expired") {
    token = null;
    socket.connect(); // refused by a middleware: the client does not retry by itself
  }
});

socket.on("disconnect", (reason) => {
  console.log(`disconnected: ${reason}`);
  if (reason === "io server disconnect") {
    // the server closed the connection (here: the token expired); reconnect manually
    socket.connect();
  }
});
// #endregion socket
