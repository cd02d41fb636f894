import { randomUUID } from "node:crypto";
import type { Writable } from "node:stream";
import type { Socket } from "socket.io";

export interface Storage {
  open(id: string): Writable;
  remove(id: string): Promise<void>;
}

type Answer = { ok: true; id?: string; size?: number } | { ok: false; error: string };
type Ack = (answer: Answer) => void;

const MAX_FILE_SIZE = 100 * 1024 * 1024; // 100 MiB
const MAX_UPLOADS_PER_SOCKET = 3;

// Receives the files a socket sends. `storage` says where they go:
// open(id) returns a writable stream, remove(id) deletes what was written.
export function receiveFiles(socket: Socket, storage: Storage) {
  const uploads = new Map<string, { output: Writable; size: number; received: number }>(); // the uploads in progress of this socket, by id

  // #region cleanup
  // stops an upload: closes its stream and deletes the partial file
  function discard(id: string) {
    const upload = uploads.get(id);
    if (!upload) return;
    uploads.delete(id);
    upload.output.destroy();
    storage.remove(id).catch((err: Error) => console.error(`could not remove ${id}:`, err.message));
  }

  socket.on("upload:abort", (id: string) => discard(id));

  // a socket that goes away leaves no half-written file behind
  socket.on("disconnect", () => {
    for (const id of [...uploads.keys()]) discard(id);
  });
  // #endregion cleanup

  // the sender may send anything: the types say what a well-behaved one sends, the checks stay
  socket.on("upload:start", (metadata: { size: number }, ack: Ack) => {
    if (typeof ack !== "function") return;
    const size = metadata?.size;
    if (!Number.isInteger(size) || size <= 0 || size > MAX_FILE_SIZE) {
      return ack({ ok: false, error: "invalid size" });
    }
    if (uploads.size >= MAX_UPLOADS_PER_SOCKET) {
      return ack({ ok: false, error: "too many uploads" });
    }
    const id = randomUUID();
    const output = storage.open(id);
    // a disk error (full, removed) ends the upload; the pending writes report it to the sender
    output.on("error", () => discard(id));
    uploads.set(id, { output, size, received: 0 });
    ack({ ok: true, id });
  });

  // #region chunk
  socket.on("upload:chunk", (id: string, chunk: Buffer, ack: Ack) => {
    if (typeof ack !== "function") return;
    const upload = uploads.get(id);
    if (!upload) {
      return ack({ ok: false, error: "unknown upload" });
    }
    if (!Buffer.isBuffer(chunk) || upload.received + chunk.length > upload.size) {
      discard(id);
      return ack({ ok: false, error: "invalid chunk" });
    }
    upload.received += chunk.length;
    // acknowledge once the chunk is written, not when it arrives: while the disk is busy,
    // the acknowledgement waits, and so does the sender
    upload.output.write(chunk, (err) => {
      ack(err ? { ok: false, error: "write failed" } : { ok: true });
    });
  });
  // #endregion chunk

  socket.on("upload:end", (id: string, ack: Ack) => {
    if (typeof ack !== "function") return;
    const upload = uploads.get(id);
    if (!upload) {
      return ack({ ok: false, error: "unknown upload" });
    }
    if (upload.received !== upload.size) {
      discard(id);
      return ack({ ok: false, error: "incomplete upload" });
    }
    uploads.delete(id);
    // Node.js passes the error, if any, though @types/node declares the callback without one
    upload.output.end((err?: Error | null) => {
      if (err) {
        storage.remove(id).catch(() => {});
        return ack({ ok: false, error: "write failed" });
      }
      ack({ ok: true, id, size: upload.size });
    });
  });
}
