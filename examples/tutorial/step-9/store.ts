import cluster from 'node:cluster';
import { appendFile, readFile } from 'node:fs/promises';

// The store of step 7, plus a unique "client offset" per message: like a UNIQUE
// column in a database, it refuses to store the same client offset twice.
export interface Message {
  id: number;
  content: string;
  clientOffset: string;
}

export async function openStore(file: string) {
  const messages: Message[] = [];
  try {
    const text = await readFile(file, 'utf8');
    for (const line of text.split('\n')) {
      if (line.trim() !== '') {
        messages.push(JSON.parse(line));
      }
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err; // no file yet: start empty
  }
  messages.sort((a, b) => a.id - b.id);
  let lastId = messages.length > 0 ? messages[messages.length - 1].id : 0;
  const clientOffsets = new Set(messages.map((message) => message.clientOffset));

  // one append at a time: two at once could reach the file, and resolve,
  // in the other order, and the messages would be broadcast out of order
  let lastAppend: Promise<void> = Promise.resolve();
  const append = (message: Message) => {
    const done = lastAppend.then(() => appendFile(file, JSON.stringify(message) + '\n'));
    lastAppend = done.catch(() => {}); // a failed append does not block the next ones
    return done;
  };

  return {
    // stores a message and resolves with its id, or rejects with the code
    // DUPLICATE_CLIENT_OFFSET when a message with this client offset exists
    async addMessage(content: string, clientOffset: string) {
      if (clientOffsets.has(clientOffset)) {
        const err: NodeJS.ErrnoException = new Error(`duplicate client offset ${clientOffset}`);
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
    async messagesAfter(offset: number) {
      return messages.filter((message) => message.id > offset);
    },
  };
}

// #region ipc
export type Store = Awaited<ReturnType<typeof openStore>>;
type Method = 'addMessage' | 'messagesAfter';

// what goes over the IPC channel between the primary and the workers
interface StoreRequest {
  type: 'store:request';
  id: number;
  method: Method;
  args: unknown[];
}
interface StoreResponse {
  type: 'store:response';
  id: number;
  result?: unknown;
  error?: { message: string; code?: string };
}

const methods: string[] = ['addMessage', 'messagesAfter'];

// In the primary process: the one real store, answering the workers' requests.
export function serveStore(store: Store) {
  cluster.on('message', async (worker, request: StoreRequest) => {
    if (request?.type !== 'store:request' || !methods.includes(request.method)) {
      return; // a message for someone else (sticky sessions, cluster adapter)
    }
    const response: StoreResponse = { type: 'store:response', id: request.id };
    try {
      response.result = await (store[request.method] as (...args: unknown[]) => Promise<unknown>)(...request.args);
    } catch (err) {
      response.error = { message: (err as Error).message, code: (err as NodeJS.ErrnoException).code };
    }
    worker.send(response);
  });
}

// In a worker: the same two functions, each call sent to the primary.
export function remoteStore() {
  let nextId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (reason: Error) => void }>();

  process.on('message', (response: StoreResponse) => {
    if (response?.type !== 'store:response' || !pending.has(response.id)) {
      return;
    }
    const { resolve, reject } = pending.get(response.id)!;
    pending.delete(response.id);
    if (response.error) {
      reject(Object.assign(new Error(response.error.message), { code: response.error.code }));
    } else {
      resolve(response.result);
    }
  });

  const call = <T>(method: Method, args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      process.send!({ type: 'store:request', id, method, args } satisfies StoreRequest);
    });

  return {
    addMessage: (...args: Parameters<Store['addMessage']>) => call<number>('addMessage', args),
    messagesAfter: (...args: Parameters<Store['messagesAfter']>) => call<Message[]>('messagesAfter', args),
  };
}
// #endregion ipc
