import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import type { WriteStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Server } from "socket.io";

// #region options
const io = new Server(Number(process.env.PORT) || 3000, {
  // the largest message the server accepts, in bytes (this is the default: 1 MB);
  // a client that sends more is disconnected
  maxHttpBufferSize: 1e6,
});
// #endregion options

// #region limits
const MAX_FILE_SIZE = 20 * 1024 * 1024; // 20 MiB for a chunked upload
const CHUNK_SIZE = 256 * 1024; // must stay well below maxHttpBufferSize
const ALLOWED_TYPES = new Set(["image/png", "image/jpeg", "application/pdf", "text/plain"]);

// uploads land in a private temporary directory; a real application moves them
// to their final place (disk, object storage) once validated
const uploadDir = process.env.UPLOAD_DIR || (await mkdtemp(join(tmpdir(), "uploads-")));
console.log(`saving uploads in ${uploadDir}`);

function checkMetadata({ size, type }: { size: number; type: string }, maxSize: number) {
  if (!Number.isInteger(size) || size <= 0 || size > maxSize) return "invalid size";
  if (!ALLOWED_TYPES.has(type)) return "type not allowed";
  return null;
}
// #endregion limits

io.on("connection", (socket) => {
  // #region single
  // small files: one event, the file as binary data (a Buffer on the server)
  socket.on("upload", async (metadata, file, callback) => {
    if (typeof callback !== "function") return;
    const size = Buffer.isBuffer(file) ? file.length : -1;
    const error = checkMetadata({ size, type: metadata?.type }, io.engine.opts.maxHttpBufferSize!); // set: engine.io fills in the defaults
    if (error) return callback({ ok: false, error });

    const id = randomUUID(); // never use the client's file name as a path
    await writeFile(join(uploadDir, id), file);
    console.log(`saved ${join(uploadDir, id)} (${size} bytes)`);
    callback({ ok: true, id });
  });
  // #endregion single

  // #region chunked
  const uploads = new Map<string, { path: string; expected: number; received: number; stream: WriteStream }>(); // the uploads in progress of this socket

  socket.on("upload:start", (metadata, callback) => {
    if (typeof callback !== "function") return;
    const error = checkMetadata(metadata ?? {}, MAX_FILE_SIZE);
    if (error) return callback({ ok: false, error });
    if (uploads.size >= 3) return callback({ ok: false, error: "too many uploads" });

    const id = randomUUID();
    const path = join(uploadDir, id);
    uploads.set(id, { path, expected: metadata.size, received: 0, stream: createWriteStream(path) });
    callback({ ok: true, id, chunkSize: CHUNK_SIZE });
  });

  socket.on("upload:chunk", (id, chunk, callback) => {
    if (typeof callback !== "function") return;
    const upload = uploads.get(id);
    if (!upload) return callback({ ok: false, error: "unknown upload" });
    if (!Buffer.isBuffer(chunk) || chunk.length > CHUNK_SIZE ||
        upload.received + chunk.length > upload.expected) {
      abort(id);
      return callback({ ok: false, error: "invalid chunk" });
    }
    upload.received += chunk.length;
    // acknowledge once the chunk is written: the client sends the next one only then
    upload.stream.write(chunk, () => callback({ ok: true, received: upload.received }));
  });

  socket.on("upload:end", (id, callback) => {
    if (typeof callback !== "function") return;
    const upload = uploads.get(id);
    if (!upload || upload.received !== upload.expected) {
      abort(id);
      return callback({ ok: false, error: "incomplete upload" });
    }
    uploads.delete(id);
    upload.stream.end(() => {
      console.log(`saved ${upload.path} (${upload.received} bytes)`);
      callback({ ok: true, id });
    });
  });

  function abort(id: string) {
    const upload = uploads.get(id);
    if (!upload) return;
    uploads.delete(id);
    upload.stream.destroy();
    rm(upload.path, { force: true });
  }

  // a client that goes away mid-upload leaves no half-written file behind
  socket.on("disconnect", () => {
    for (const id of [...uploads.keys()]) abort(id);
  });
  // #endregion chunked
});
