// Speaks Engine.IO 3 / Socket.IO 4 (the protocols of 2.x) by hand, over HTTP
// long-polling, with fetch(): run it against the server of the introduction.
const base = `${process.env.SERVER_URL || "http://localhost:3000"}/socket.io/?EIO=3&transport=polling`;

// a polling payload is a list of "<length>:<packet>", the length in characters
function encodePayload(packets) {
  return packets.map((packet) => `${packet.length}:${packet}`).join("");
}

async function main() {
  // #region handshake
  // 1. the handshake: a GET without sid
  const handshake = await (await fetch(base)).text();
  console.log("handshake <-", handshake);
  const { sid } = JSON.parse(handshake.slice(handshake.indexOf(":") + 2, handshake.indexOf("}") + 1));
  const url = `${base}&sid=${sid}`;
  // #endregion handshake

  // #region event
  // 2. an EVENT with an ack id, in an Engine.IO MESSAGE: 4 + 2 + 1 + JSON
  const event = '421["chat message","Hi from a raw client"]';
  await (await fetch(url, { method: "POST", body: encodePayload([event]) })).text();
  console.log("sent ->", event);
  console.log("poll <-", await (await fetch(url)).text());
  // #endregion event

  // #region ping
  // 3. the heartbeat: in Engine.IO 3, the client pings and the server pongs
  await (await fetch(url, { method: "POST", body: encodePayload(["2"]) })).text();
  console.log("sent -> 2");
  console.log("poll <-", await (await fetch(url)).text());
  // #endregion ping

  // #region close
  // 4. an Engine.IO CLOSE packet ends the session
  await (await fetch(url, { method: "POST", body: encodePayload(["1"]) })).text();
  console.log("sent -> 1");
  // #endregion close
}

main();
