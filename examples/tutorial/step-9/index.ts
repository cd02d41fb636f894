import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import express from 'express';
import { Server } from 'socket.io';
import { setupMaster, setupWorker } from '@socket.io/sticky';
import { createAdapter, setupPrimary } from '@socket.io/cluster-adapter';
import { openStore, serveStore, remoteStore } from './store.js';

const __dirname = dirname(fileURLToPath(import.meta.url));

// the events of the chat and their arguments: the compiler checks every emit and listener
interface ClientToServerEvents {
  'chat message': (msg: string, clientOffset: string, callback?: () => void) => void;
}

interface ServerToClientEvents {
  'chat message': (msg: string, id: number) => void;
}
const port = Number(process.env.PORT) || 3000;

if (cluster.isPrimary) {
  // one worker per CPU core, unless WORKERS says otherwise
  const workers = Number(process.env.WORKERS) || availableParallelism();

  // the primary owns the port and hands every connection to a worker,
  // always the same worker for the requests of a given Socket.IO session
  const httpServer = createServer();
  setupMaster(httpServer, {
    loadBalancingMethod: 'least-connection',
  });

  // relays the packets of the cluster adapter from one worker to the others
  setupPrimary();

  // the messages are stored here, once, for all workers
  serveStore(await openStore(process.env.DB_FILE || join(__dirname, 'chat.jsonl')));

  // @socket.io/sticky passes raw HTTP data (Buffers) to the workers, which the
  // default JSON serialization of the IPC channel would turn into plain objects
  cluster.setupPrimary({ serialization: 'advanced' });

  for (let i = 0; i < workers; i++) {
    cluster.fork();
  }
  cluster.on('exit', (worker) => {
    console.log(`worker ${worker.process.pid} died, starting another one`);
    cluster.fork();
  });

  httpServer.listen(port, () => {
    console.log(`primary ${process.pid}: server running at http://localhost:${port} with ${workers} workers`);
  });
} else {
  const store = remoteStore();

  const app = express();
  // this HTTP server never listens: @socket.io/sticky feeds it the connections
  const server = createServer(app);
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(server, {
    connectionStateRecovery: {},
    // broadcasts reach the clients of every worker
    adapter: createAdapter(),
  });
  setupWorker(io);

  app.get('/', (req, res) => {
    res.sendFile(join(__dirname, 'index.html'));
  });

  io.on('connection', async (socket) => {
    console.log(`worker ${process.pid}: a user connected`);

    socket.on('chat message', async (msg, clientOffset, callback) => {
      const ack = typeof callback === 'function' ? callback : () => {};
      let id: number;
      try {
        id = await store.addMessage(msg, clientOffset);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'DUPLICATE_CLIENT_OFFSET') {
          ack();
        } else {
          console.error('could not store the message', err);
        }
        return;
      }
      io.emit('chat message', msg, id);
      ack();
    });

    if (!socket.recovered) {
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

  console.log(`worker ${process.pid} started`);
}
