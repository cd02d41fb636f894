import { io } from "socket.io-client";
import { sendFile } from "./sender.js";

const socket = io(process.env.SERVER_URL || "http://localhost:3000");
const path = process.env.FILE || "large-file.bin";

try {
  const { id, size } = await sendFile(socket, path, { window: 4 });
  console.log(`uploaded ${path} as ${id} (${size} bytes)`);
} catch (err) {
  console.log(`upload failed: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  socket.disconnect();
}
