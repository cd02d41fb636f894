const { io } = require("socket.io-client");

const url = process.env.SERVER_URL || "http://localhost:3000";
const name = process.env.USER_NAME; // log in first when set

async function login() {
  const res = await fetch(`${url}/login?name=${encodeURIComponent(name)}`);
  console.log(await res.text());
  // the session cookie, sent back with the requests of the Socket.IO connection
  return res.headers.get("set-cookie").split(";")[0];
}

function join(nsp, cookie) {
  const socket = io(url + nsp, { extraHeaders: cookie ? { cookie } : {} });

  socket.on("welcome", (text) => console.log(`${nsp}: ${text}`));

  // #region connect-error
  socket.on("connect_error", (err) => {
    console.log(`${nsp}: connect_error: ${err.message} ${JSON.stringify(err.data)}`);
    // after a refusal, a 3.1 client does not retry at once: stop here
    socket.close();
  });
  // #endregion connect-error
}

(async () => {
  const cookie = name ? await login() : undefined;
  join("/", cookie);
  join("/admin", cookie);
})();
