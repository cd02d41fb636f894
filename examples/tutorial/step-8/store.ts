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
