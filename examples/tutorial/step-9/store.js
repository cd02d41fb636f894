import cluster from 'node:cluster';
import { appendFile, readFile } from 'node:fs/promises';

// The store of step 7, plus a unique "client offset" per message: like a UNIQUE
// column in a database, it refuses to store the same client offset twice.
export async function openStore(file) {
  const messages = [];
  try {
    const text = await readFile(file, 'utf8');
    for (const line of text.split('\n')) {
      if (line.trim() !== '') {
        messages.push(JSON.parse(line));
      }
    }
  } catch (err) {
    if (err.code !== 'ENOENT') throw err; // no file yet: start empty
  }
  messages.sort((a, b) => a.id - b.id);
  let lastId = messages.length > 0 ? messages[messages.length - 1].id : 0;
  const clientOffsets = new Set(messages.map((message) => message.clientOffset));

  // one append at a time: two at once could reach the file, and resolve,
  // in the other order, and the messages would be broadcast out of order
  let lastAppend = Promise.resolve();
  const append = (message) => {
    const done = lastAppend.then(() => appendFile(file, JSON.stringify(message) + '\n'));
    lastAppend = done.catch(() => {}); // a failed append does not block the next ones
    return done;
  };

  return {
    // stores a message and resolves with its id, or rejects with the code
    // DUPLICATE_CLIENT_OFFSET when a message with this client offset exists
    async addMessage(content, clientOffset) {
      if (clientOffsets.has(clientOffset)) {
        const err = new Error(`duplicate client offset ${clientOffset}`);
        err.code = 'DUPLICATE_CLIENT_OFFSET';
        throw err;
      }
      clientOffsets.add(clientOffset);
      const message = { id: ++lastId, content, clientOffset };
      try {
        await append(message);
      } catch (err) {
        // not stored, as a database would roll back: a retry can store it
        clientOffsets.delete(clientOffset);
        throw err;
      }
      messages.push(message);
      return message.id;
    },

    // the messages whose id is greater than the given offset, oldest first
    async messagesAfter(offset) {
      return messages.filter((message) => message.id > offset);
    },
  };
}

// #region ipc
const methods = ['addMessage', 'messagesAfter'];

// In the primary process: the one real store, answering the workers' requests.
export function serveStore(store) {
  cluster.on('message', async (worker, request) => {
    if (request?.type !== 'store:request' || !methods.includes(request.method)) {
      return; // a message for someone else (sticky sessions, cluster adapter)
    }
    const response = { type: 'store:response', id: request.id };
    try {
      response.result = await store[request.method](...request.args);
    } catch (err) {
      response.error = { message: err.message, code: err.code };
    }
    worker.send(response);
  });
}

// In a worker: the same two functions, each call sent to the primary.
export function remoteStore() {
  let nextId = 0;
  const pending = new Map();

  process.on('message', (response) => {
    if (response?.type !== 'store:response' || !pending.has(response.id)) {
      return;
    }
    const { resolve, reject } = pending.get(response.id);
    pending.delete(response.id);
    if (response.error) {
      reject(Object.assign(new Error(response.error.message), { code: response.error.code }));
    } else {
      resolve(response.result);
    }
  });

  const call = (method, args) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      process.send({ type: 'store:request', id, method, args });
    });

  return {
    addMessage: (...args) => call('addMessage', args),
    messagesAfter: (...args) => call('messagesAfter', args),
  };
}
// #endregion ipc
