import express from 'express';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { Server } from 'socket.io';
import { openStore } from './store.js';

const __dirname = dirname(fileURLToPath(import.meta.url));

// the events of the chat and their arguments: the compiler checks every emit and listener
interface ClientToServerEvents {
  'chat message': (msg: string, clientOffset: string, callback?: () => void) => void;
}

interface ServerToClientEvents {
  'chat message': (msg: string, id: number) => void;
}

// #region store
// the messages are kept in chat.jsonl next to this file (DB_FILE changes the path)
const store = await openStore(process.env.DB_FILE || join(__dirname, 'chat.jsonl'));
// #endregion store

const app = express();
const server = createServer(app);
const io = new Server<ClientToServerEvents, ServerToClientEvents>(server, {
  connectionStateRecovery: {},
});

app.get('/', (req, res) => {
  res.sendFile(join(__dirname, 'index.html'));
});

// #region connection
io.on('connection', async (socket) => {
  // register the listeners first: events received during an "await" below
  // would be lost if their listener did not exist yet
  socket.on('chat message', async (msg, clientOffset, callback) => {
    // a client that sends no callback gets no acknowledgement
    const ack = typeof callback === 'function' ? callback : () => {};
    let id: number;
    try {
      id = await store.addMessage(msg, clientOffset);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'DUPLICATE_CLIENT_OFFSET') {
        // already stored and broadcast: a retry of a message whose
        // acknowledgement got lost, so just acknowledge it again
        ack();
      } else {
        // no acknowledgement: the client will send it again
        console.error('could not store the message', err);
      }
      return;
    }
    io.emit('chat message', msg, id);
    // tell the client that the message is safely stored
    ack();
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
