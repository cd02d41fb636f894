import express from 'express';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const app = express();
const server = createServer(app);

// the folder of this file (ES modules have no __dirname)
const __dirname = dirname(fileURLToPath(import.meta.url));

app.get('/', (req, res) => {
  res.sendFile(join(__dirname, 'index.html'));
});

const port = Number(process.env.PORT) || 3000;
server.listen(port, () => {
  console.log(`server running at http://localhost:${port}`);
});
