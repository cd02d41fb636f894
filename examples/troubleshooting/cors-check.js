// Sends the first request of a Socket.IO connection the way a browser does from a page on ORIGIN,
// and tells whether the browser would let the page read the answer.
const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";
const ORIGIN = process.env.ORIGIN || "http://localhost:8080";

const response = await fetch(`${SERVER_URL}/socket.io/?EIO=4&transport=polling`, {
  headers: { Origin: ORIGIN },
});
const allowed = response.headers.get("access-control-allow-origin");

console.log(`HTTP ${response.status}, Access-Control-Allow-Origin: ${allowed ?? "(missing)"}`);
if (allowed === ORIGIN || allowed === "*") {
  console.log(`a page on ${ORIGIN} can connect`);
} else {
  console.log(`a browser blocks this response for a page on ${ORIGIN} (CORS error)`);
}
