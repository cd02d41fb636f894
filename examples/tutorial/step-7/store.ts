import { appendFile, readFile } from 'node:fs/promises';

// A very small message store: one JSON object per line, appended to a file
// ("JSON Lines"). It stands in for a real database such as SQLite: index.js
// only calls addMessage() and messagesAfter(), so a database can take its place
// without changing the rest of the app.
export interface Message {
  id: number;
  content: string;
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

  // one append at a time: two at once could reach the file, and resolve,
  // in the other order, and the messages would be broadcast out of order
  let lastAppend: Promise<void> = Promise.resolve();
  const append = (message: Message) => {
    const done = lastAppend.then(() => appendFile(file, JSON.stringify(message) + '\n'));
    lastAppend = done.catch(() => {}); // a failed append does not block the next ones
    return done;
  };

  return {
    // stores a message and resolves with its id (1, 2, 3...)
    async addMessage(content: string) {
      const message = { id: ++lastId, content };
      await append(message);
      // kept only once it is in the file: a failed write leaves nothing behind
      // (but a gap in the ids, which does no harm to the offsets)
      messages.push(message);
      return message.id;
    },

    // the messages whose id is greater than the given offset, oldest first
    async messagesAfter(offset: number) {
      return messages.filter((message) => message.id > offset);
    },
  };
}
