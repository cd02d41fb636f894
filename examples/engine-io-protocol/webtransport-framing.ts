// The WebTransport framing of revision 4.1: engine.io-parser writes a header before each packet.
import { createPacketDecoderStream, createPacketEncoderStream, type Packet } from "engine.io-parser";

// #region encode
const packets: Packet[] = [
  { type: "open" }, // the first packet of the client
  { type: "message", data: "hello" },
  { type: "message", data: "x".repeat(200) },
  { type: "message", data: "x".repeat(70000) },
  { type: "message", data: Uint8Array.of(1, 2, 3) }, // binary
];

// packets go in on the writable side; two chunks per packet come out: its header, then its payload
const encoder = createPacketEncoderStream();
const packetWriter = encoder.writable.getWriter();
packets.forEach((packet) => packetWriter.write(packet));
packetWriter.close();

const chunks: Uint8Array[] = [];
for await (const chunk of encoder.readable) {
  chunks.push(chunk);
}

// each header in hex, then the start of its payload
const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join(" ");
const abridged = (bytes: Uint8Array) =>
  bytes.length > 6 ? `${hex(bytes.subarray(0, 6))} … (${bytes.length} bytes)` : hex(bytes);

for (let i = 0; i < chunks.length; i += 2) {
  console.log(`header ${hex(chunks[i]).padEnd(26)}  payload ${abridged(chunks[i + 1])}`);
}
// #endregion encode

// #region decode
// arguments: the largest payload accepted (maxPayload), and the type of binary data
const decoder = createPacketDecoderStream(1e6, "nodebuffer");

// the stream delivers bytes in chunks of any size: the decoder puts the packets back together
const bytes = Buffer.concat(chunks);
const byteWriter = decoder.writable.getWriter();
for (let i = 0; i < bytes.length; i += 1000) {
  byteWriter.write(bytes.subarray(i, i + 1000));
}
byteWriter.close();

for await (const { type, data } of decoder.readable as AsyncIterable<Packet>) {
  if (data === undefined) console.log(type);
  else if (typeof data === "string") console.log(type, `(text, ${data.length} characters)`);
  else console.log(type, data);
}
// #endregion decode
