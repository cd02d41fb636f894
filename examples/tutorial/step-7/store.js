import { appendFile, readFile } from 'node:fs/promises';

// A very small message store: one JSON object per line, appended to a file
// ("JSON Lines"). It stands in for a real database such as SQLite: index.js
// only calls addMessage() and messagesAfter(), so a database can take its place
// without changing the rest of the app.
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

  return {
    // stores a message and resolves with its id (1, 2, 3...)
    async addMessage(content) {
      const message = { id: messages.length + 1, content };
      messages.push(message);
      await appendFile(file, JSON.stringify(message) + '\n');
      return message.id;
    },

    // the messages whose id is greater than the given offset, oldest first
    async messagesAfter(offset) {
      return messages.filter((message) => message.id > offset);
    },
  };
}
