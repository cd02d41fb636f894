// #region session-unknown
// an HTTP long-polling request with a session ID this server does not know,
// as happens when a load balancer sends it to another server
const url = process.env.SERVER_URL || "http://localhost:3000";
const response = await fetch(`${url}/socket.io/?EIO=4&transport=polling&sid=not-a-session-of-this-server`);
console.log(`HTTP ${response.status}: ${await response.text()}`);
// #endregion session-unknown
