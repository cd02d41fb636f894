import express from 'express';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Server } from 'socket.io';
import { openStore } from './store.js';

const __dirname = dirname(fileURLToPath(import.meta.url));

// #region store
// the messages are kept in chat.jsonl next to this file (DB_FILE changes the path)
const store = await openStore(process.env.DB_FILE || join(__dirname, 'chat.jsonl'));
// #endregion store

const app = express();
const server = createServer(app);
const io = new Server(server, {
  connectionStateRecovery: {},
});

app.get('/', (req, res) => {
  res.sendFile(join(__dirname, 'index.html'));
});

// #region connection
io.on('connection', async (socket) => {
  // register the listeners first: events received during an "await" below
  // would be lost if their listener did not exist yet
  socket.on('chat message', async (msg) => {
    let id;
    try {
      // store the message and get its id
      id = await store.addMessage(msg);
    } catch (err) {
      console.error('could not store the message', err);
      return;
    }
    // send the id along with the message: it becomes the client's offset
    io.emit('chat message', msg, id);
  });

  if (!socket.recovered) {
    // the session could not be recovered (first visit, long disconnection,
    // restarted server...): send every message after the client's offset
    const offset = Number(socket.handshake.auth.serverOffset) || 0;
    try {
      const missed = await store.messagesAfter(offset);
      for (const { id, content } of missed) {
        socket.emit('chat message', content, id);
      }
    } catch (err) {
      console.error('could not read the messages', err);
    }
  }
});
// #endregion connection

const port = Number(process.env.PORT) || 3000;
server.listen(port, () => {
  console.log(`server running at http://localhost:${port}`);
});
