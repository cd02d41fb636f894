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
    env: {PORT: String(port)},
    url: `http://localhost:${port}/pt-br/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
