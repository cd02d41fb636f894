import http from 'node:http';
import {attachDemoServer} from './index';
import {limitsFromEnv, trustProxyFromEnv} from './settings';

/**
 * The demo server on its own, for a deployment separate from the site:
 *   PORT=3001 DEMO_ALLOWED_ORIGINS=https://socket.io REDIS_URL=redis://127.0.0.1:6379 npx tsx demo-server/main.ts
 * Behind a reverse proxy, add TRUST_PROXY=1; the caps are read by settings.ts.
 */
async function main() {
  const port = Number(process.env.PORT) || 3001;
  const allowedOrigins = (process.env.DEMO_ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const log = (line: string) => console.log(`[demo] ${line}`);
  const limits = limitsFromEnv(process.env);
  const trustProxy = trustProxyFromEnv(process.env);

  // Everything that is not Socket.IO traffic gets a one-line answer, which load balancers can use as a health check.
  const httpServer = http.createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, {'Content-Type': 'text/plain; charset=utf-8'});
    response.end(request.url === '/' ? 'Socket.IO demo server\n' : 'Not found\n');
  });
  const demo = await attachDemoServer(httpServer, {allowedOrigins, redisUrl: process.env.REDIS_URL || undefined, trustProxy, limits, log});

  if (allowedOrigins.length === 0) log('DEMO_ALLOWED_ORIGINS is empty: browsers will be refused (any Origin header is)');
  httpServer.listen(port, () => {
    log(`listening on http://localhost:${port} (/chat, /whiteboard)${process.env.REDIS_URL ? ' with the Redis adapter' : ''}`);
    log(
      `at most ${limits.socketsPerAddress} sockets per address (${trustProxy ? 'from X-Forwarded-For: TRUST_PROXY is on' : 'the connection\'s own'}),` +
        ` ${limits.chatMembers} chat members, ${limits.chatMessages.perSecond} messages/s, ${limits.whiteboardSegments.perSecond} segments/s`,
    );
  });

  const stop = async () => {
    log('shutting down');
    await demo.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
