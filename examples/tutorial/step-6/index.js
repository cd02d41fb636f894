import express from 'express';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Server } from 'socket.io';

const app = express();
const server = createServer(app);
// #region server
const io = new Server(server, {
  // keep the state of a socket that lost its connection for 2 minutes (the default)
  connectionStateRecovery: {},
});
// #endregion server

const __dirname = dirname(fileURLToPath(import.meta.url));

app.get('/', (req, res) => {
  res.sendFile(join(__dirname, 'index.html'));
});

// #region connection
io.on('connection', (socket) => {
  if (socket.recovered) {
    console.log(`socket ${socket.id} recovered its session`);
  } else {
    console.log(`new session ${socket.id}`);
  }

  socket.on('chat message', (msg) => {
    io.emit('chat message', msg);
  });
});
// #endregion connection

const port = Number(process.env.PORT) || 3000;
server.listen(port, () => {
  console.log(`server running at http://localhost:${port}`);
});
