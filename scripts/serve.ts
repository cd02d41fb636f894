import http from 'node:http';
import path from 'node:path';
import {createStaticSiteHandler} from './serve/staticSite';

/** `npm start` serves the built site (all locales) and, on the same port, the demo server. */
async function main() {
  const port = Number(process.env.PORT) || 3000;
  const buildDir = path.resolve(__dirname, '..', process.env.BUILD_DIR ?? 'build');
  const handleSite = createStaticSiteHandler(buildDir);
  const server = http.createServer(handleSite);
  server.listen(port, () => {
    console.log(`Socket.IO website: http://localhost:${port}/pt-br/`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
