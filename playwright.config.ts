import {defineConfig} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './tests/helpers/chromium';

const port = Number(process.env.E2E_PORT) || 3210;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: {timeout: 10_000},
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {executablePath: chromiumPath, args: chromiumArgs},
    trace: 'off',
  },
  // The same server as `npm start`: the built site of every locale and the demo server, on one port.
  webServer: {
    command: 'npx tsx scripts/serve.ts',
    // Every browser of the tests comes from localhost, several at once across the two workers: the demo server's
    // per-address cap (5 by default) is for a public deployment, and tests/demo-server/caps.test.ts covers it.
    env: {PORT: String(port), DEMO_MAX_SOCKETS_PER_ADDRESS: '100'},
    url: `http://localhost:${port}/pt-br/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
