// A minimal Engine.IO client (protocol revision 4): HTTP long-polling first,
// then the upgrade to WebSocket. It prints every frame it sends (>) and receives (<).
import WebSocket from "ws";

const SERVER_URL = process.env.SERVER_URL || "http://localhost:3000";
const SEPARATOR = "\x1e";

const show = (text: string) => text.replaceAll(SEPARATOR, "\\x1e");
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join(" ");

// #region polling
const pollingUrl = (sid?: string) =>
  `${SERVER_URL}/engine.io/?EIO=4&transport=polling&t=${Date.now().toString(36)}` +
  (sid ? `&sid=${sid}` : "");

async function poll(sid?: string) {
  const response = await fetch(pollingUrl(sid));
  const body = await response.text();
  console.log(`< GET   ${show(body)}`);
  return body;
}

async function post(sid: string, packets: string[]) {
  const body = packets.join(SEPARATOR);
  console.log(`> POST  ${show(body)}`);
  const response = await fetch(pollingUrl(sid), { method: "POST", body });
  console.log(`< POST  ${response.status} ${await response.text()}`);
}

// 1. the handshake: a GET without sid; the answer is the open packet
const open = await poll();
const { sid, upgrades }: { sid: string; upgrades: string[] } = JSON.parse(open.slice(1));

// 2. a payload of two message packets: one text, one binary (base64)
await post(sid, ["4hello", "b" + Buffer.from([1, 2, 3]).toString("base64")]);

// 3. the next GET brings the echo of both
await poll(sid);
// #endregion polling

// #region upgrade
if (upgrades.includes("websocket")) {
  // 4. a GET stays pending while the WebSocket connection is probed
  const pendingPoll = poll(sid);

  const wsUrl = SERVER_URL.replace(/^http/, "ws") + `/engine.io/?EIO=4&transport=websocket&sid=${sid}`;
  const ws = new WebSocket(wsUrl);
  const frames: (string | Buffer)[] = [];
  let onFrame = () => {};
  ws.on("message", (data, isBinary) => {
    // a Buffer: ws's default binaryType is "nodebuffer"
    console.log(isBinary ? `< WS    [binary] ${hex(data as Buffer)}` : `< WS    ${data}`);
    frames.push(isBinary ? (data as Buffer) : data.toString());
    onFrame();
  });
  const nextFrame = () =>
    new Promise((resolve) => {
      if (frames.length) return resolve(frames.shift());
      onFrame = () => {
        onFrame = () => {};
        resolve(frames.shift());
      };
    });
  const send = (frame: string | Uint8Array) => {
    console.log(typeof frame === "string" ? `> WS    ${frame}` : `> WS    [binary] ${hex(frame)}`);
    ws.send(frame);
  };

  await new Promise((resolve) => ws.once("open", resolve));
  send("2probe");
  await nextFrame(); // 3probe
  await pendingPoll; // the server released the GET with a noop packet (6)
  send("5"); // from now on, only the WebSocket connection is used

  send("4bye");
  await nextFrame(); // 4bye
  send(Uint8Array.of(4, 5, 6)); // a binary message: the raw bytes, no prefix
  await nextFrame();

  ws.close();
}
// #endregion upgrade
