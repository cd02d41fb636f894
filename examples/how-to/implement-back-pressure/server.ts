import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Server } from "socket.io";
import { receiveFiles } from "./receiver.js";

// #region options
const io = new Server(Number(process.env.PORT) || 3000, {
  // above the 1 MiB chunks of the sender (default: 1e6, which is less than 1 MiB), with room
  // for the base64 encoding of HTTP long-polling (a 1 MiB chunk becomes about 1.4 MB)
  maxHttpBufferSize: 2e6,
});
// #endregion options

const uploadDir = process.env.UPLOAD_DIR || (await mkdtemp(join(tmpdir(), "uploads-")));
console.log(`saving uploads in ${uploadDir}`);

// #region storage
const disk = {
  // "wx": fail rather than overwrite an existing file
  open: (id: string) => createWriteStream(join(uploadDir, id), { flags: "wx" }),
  remove: (id: string) => rm(join(uploadDir, id), { force: true }),
};

io.on("connection", (socket) => {
  receiveFiles(socket, disk);
});
// #endregion storage
