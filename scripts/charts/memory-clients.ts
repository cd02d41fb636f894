/**
 * Opens WebSocket connections to the Socket.IO server of memory-server.ts when measure.ts asks, speaking the Engine.IO
 * v4 and Socket.IO v5 protocols over a bare `ws` client: a socket.io-client instance per connection would make this
 * process, not the server, the bottleneck of the run.
 *
 * Each connection: Engine.IO open packet ("0{...}") → Socket.IO CONNECT to "/" ("40") → the server's CONNECT
 * ("40{"sid":...}") → one event with an acknowledgement ("420["hello",…]") → the acknowledgement ("430[…]").
 * Engine.IO pings ("2") are answered ("3"), so connections stay open for as long as the run lasts.
 */
import WebSocket from 'ws';

const url = process.env.SERVER_URL;
if (!url || !process.send) {
  console.error('memory-clients.ts is started by measure.ts (SERVER_URL and an IPC channel)');
  process.exit(1);
}

// Above the 1024-byte compression threshold of both sides, so that it is compressed when compression is on.
const PAYLOAD = 'socket.io '.repeat(205);
const sockets: WebSocket[] = [];

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url}/socket.io/?EIO=4&transport=websocket`);
    ws.on('message', (data) => {
      const text = data.toString();
      if (text === '2') ws.send('3');
      else if (text.startsWith('0')) ws.send('40');
      else if (text.startsWith('40')) ws.send(`420${JSON.stringify(['hello', PAYLOAD])}`);
      else if (text.startsWith('430')) resolve();
    });
    ws.on('error', reject);
    ws.on('close', () => reject(new Error('closed before the acknowledgement')));
    sockets.push(ws);
  });
}

/** Opens `count` connections, at most 100 handshakes at a time, so that the server's accept queue never overflows. */
async function openMany(count: number) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      await open();
    }
  };
  await Promise.all(Array.from({length: Math.min(100, count)}, worker));
}

process.on('message', async (message: {type: string; count?: number}) => {
  if (message.type === 'open') {
    try {
      await openMany(message.count ?? 0);
      process.send!({type: 'opened', total: sockets.length});
    } catch (error) {
      process.send!({type: 'failed', error: String(error)});
    }
  }
  if (message.type === 'close') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));
process.send({type: 'ready'});
