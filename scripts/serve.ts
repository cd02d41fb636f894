import http from 'node:http';
import path from 'node:path';
import {attachDemoServer} from '../demo-server';
import {limitsFromEnv, trustProxyFromEnv} from '../demo-server/settings';
import {createStaticSiteHandler} from './serve/staticSite';

/** `npm start` serves the built site (all locales) and, on the same port, the demo server. */
async function main() {
  const port = Number(process.env.PORT) || 3000;
  const buildDir = path.resolve(__dirname, '..', process.env.BUILD_DIR ?? 'build');
  const handleSite = createStaticSiteHandler(buildDir);
  const server = http.createServer(handleSite);
  // The demos' Socket.IO traffic (/socket.io/) goes to the demo server, every other request to the site.
  const extraOrigins = (process.env.DEMO_ALLOWED_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean);
  await attachDemoServer(server, {
    allowedOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...extraOrigins],
    redisUrl: process.env.REDIS_URL || undefined,
    trustProxy: trustProxyFromEnv(process.env),
    limits: limitsFromEnv(process.env),
    log: (line) => console.log(`[demo] ${line}`),
  });
  server.listen(port, () => {
    console.log(`Socket.IO website: http://localhost:${port}/pt-br/`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
