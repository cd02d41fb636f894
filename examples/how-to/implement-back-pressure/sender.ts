import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Socket } from "socket.io-client";

// what the receiver answers (receiver.ts): ok and its data, or an error
type Answer<T> = ({ ok: true } & T) | { ok: false; error: string };

export const CHUNK_SIZE = 1024 * 1024; // 1 MiB

// #region request
// an emit with an acknowledgement, which fails on timeout, on disconnection,
// or when the receiver answers with an error
async function request<T = {}>(socket: Socket, timeout: number, event: string, ...args: unknown[]) {
  const answer: Answer<T> | undefined = await socket.timeout(timeout).emitWithAck(event, ...args);
  if (!answer?.ok) {
    throw new Error(answer?.error ?? "invalid answer");
  }
  return answer;
}
// #endregion request

// #region one-at-a-time
export async function sendFileOneChunkAtATime(
  socket: Socket,
  path: string,
  { chunkSize = CHUNK_SIZE, timeout = 10_000 }: { chunkSize?: number; timeout?: number } = {},
) {
  const { size } = await stat(path);
  const { id } = await request<{ id: string }>(socket, timeout, "upload:start", { size });
  try {
    // the loop asks the stream for a chunk only when the previous one is acknowledged:
    // meanwhile the stream reads at most one chunk ahead, then waits
    for await (const chunk of createReadStream(path, { highWaterMark: chunkSize })) {
      await request(socket, timeout, "upload:chunk", id, chunk);
    }
    return await request<{ id: string; size: number }>(socket, timeout, "upload:end", id);
  } catch (err) {
    // leaving the loop has closed the file; tell the receiver to delete its part
    if (socket.connected) socket.emit("upload:abort", id);
    throw err;
  }
}
// #endregion one-at-a-time

// #region window
export async function sendFile(
  socket: Socket,
  path: string,
  { chunkSize = CHUNK_SIZE, window = 4, timeout = 10_000 }: { chunkSize?: number; window?: number; timeout?: number } = {},
) {
  const { size } = await stat(path);
  const { id } = await request<{ id: string }>(socket, timeout, "upload:start", { size });
  const input = createReadStream(path, { highWaterMark: chunkSize });
  try {
    await new Promise<void>((resolve, reject) => {
      let inFlight = 0; // chunks sent and not acknowledged yet
      let allRead = false;

      input.on("data", (chunk) => {
        inFlight++;
        if (inFlight >= window) {
          input.pause(); // the window is full: stop reading the file
        }
        request(socket, timeout, "upload:chunk", id, chunk).then(() => {
          inFlight--;
          if (allRead && inFlight === 0) {
            resolve();
          } else {
            input.resume(); // a place is free in the window: read on
          }
        }, reject);
      });
      input.on("end", () => {
        allRead = true;
        if (inFlight === 0) resolve();
      });
      input.on("error", reject);
    });
    return await request<{ id: string; size: number }>(socket, timeout, "upload:end", id);
  } catch (err) {
    input.destroy();
    if (socket.connected) socket.emit("upload:abort", id);
    throw err;
  }
}
// #endregion window
