import express from 'express';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Server } from 'socket.io';

const app = express();
const server = createServer(app);
const io = new Server(server);

const __dirname = dirname(fileURLToPath(import.meta.url));

app.get('/', (req, res) => {
  res.sendFile(join(__dirname, 'index.html'));
});

// #region connection
io.on('connection', (socket) => {
  socket.on('chat message', (msg) => {
    // send the message to every connected client, the sender included
    io.emit('chat message', msg);
  });
});
// #endregion connection

const port = Number(process.env.PORT) || 3000;
server.listen(port, () => {
  console.log(`server running at http://localhost:${port}`);
});
