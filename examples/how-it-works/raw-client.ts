// Speaks the protocol by hand over HTTP long-polling, to show the packets.
const base = `${process.env.SERVER_URL || "http://localhost:3000"}/socket.io/?EIO=4&transport=polling`;
const SEPARATOR = "\x1e"; // packets in one HTTP body are separated by this character

async function receive(url: string) {
  const body = await (await fetch(url)).text();
  for (const packet of body.split(SEPARATOR)) {
    console.log("<-", packet);
  }
  return body;
}

async function send(url: string, packet: string) {
  console.log("->", packet);
  await fetch(url, { method: "POST", body: packet });
}

// 1. the handshake: the "open" packet (type 0) carries the session id
const open = await receive(base);
const { sid } = JSON.parse(open.slice(1));
const url = `${base}&sid=${sid}`;

// 2. Socket.IO CONNECT to the main namespace: "4" (message) + "0" (CONNECT)
await send(url, "40");
await receive(url); // the CONNECT answer, then the "welcome" event

// 3. an EVENT with acknowledgement id 1: "4" + "2" (EVENT) + "1"
await send(url, '421["hello","world"]');
await receive(url); // the ACK: "4" + "3" (ACK) + "1"

// 4. the Engine.IO "close" packet (type 1) ends the session
await send(url, "1");
