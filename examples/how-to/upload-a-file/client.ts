import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { io } from "socket.io-client";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");
// FILE: the file to upload; TYPE: its media type
const path = process.env.FILE || new URL(import.meta.url).pathname;
const type = process.env.TYPE || "text/plain";

// #region single
async function uploadSmall(name: string, type: string, data: Buffer) {
  // data is a Buffer here; in a browser, a File, Blob or ArrayBuffer (see below)
  return socket.timeout(10_000).emitWithAck("upload", { name, type }, data);
}
// #endregion single

// #region chunked
async function uploadChunked(name: string, type: string, data: Buffer, onProgress: (progress: number) => void = () => {}) {
  const start = await socket
    .timeout(10_000)
    .emitWithAck("upload:start", { name, type, size: data.length });
  if (!start.ok) return start;

  for (let offset = 0; offset < data.length; offset += start.chunkSize) {
    const chunk = data.subarray(offset, offset + start.chunkSize);
    // one chunk at a time: wait for the acknowledgement before sending the next one
    const response = await socket.timeout(10_000).emitWithAck("upload:chunk", start.id, chunk);
    if (!response.ok) return response;
    onProgress(response.received / data.length);
  }
  return socket.timeout(10_000).emitWithAck("upload:end", start.id);
}
// #endregion chunked

socket.on("connect", async () => {
  const data = await readFile(path);
  const upload = data.length < 500_000 ? uploadSmall : uploadChunked;
  try {
    const result = await upload(basename(path), type, data, (progress) =>
      console.log(`${Math.round(progress * 100)}%`),
    );
    console.log(`upload of ${data.length} bytes: ${JSON.stringify(result)}`);
  } catch (err) {
    console.log(`upload failed: ${(err as Error).message}`);
  }
  socket.disconnect();
});

socket.on("disconnect", (reason) => {
  console.log(`disconnected: ${reason}`);
});
