import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {expect, test, type Browser, type Page} from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {freePort, repoRoot, waitForPort} from '../helpers/processes';

// The live demos of the pt-br edition, against the real demo server that `tsx scripts/serve.ts` runs with the site.

const status = (page: Page) => page.locator('[role="status"][data-state]');
const unique = () => Math.random().toString(36).slice(2, 8);

/** Two separate visitors (two browser contexts: no shared storage) on the same page. */
async function twoVisitors(browser: Browser, baseURL: string | undefined, url: string) {
  const pages = await Promise.all(
    [1, 2].map(async () => {
      const context = await browser.newContext({baseURL});
      const page = await context.newPage();
      await page.goto(url);
      await expect(status(page)).toHaveAttribute('data-state', 'connected');
      return page;
    }),
  );
  return pages as [Page, Page];
}

/** Picks a name and joins, by keyboard only. */
async function joinChat(page: Page, name: string) {
  await page.getByLabel('Seu nome', {exact: true}).focus();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Você é ${name}.`)).toBeVisible();
  await expect(page.getByLabel('Mensagem', {exact: true})).toBeFocused();
}

test.describe('chat demo', () => {
  test('a message typed in one browser appears in the other, with typing and presence', async ({browser, baseURL}) => {
    const [a, b] = await twoVisitors(browser, baseURL, '/pt-br/demos/chat/');
    await expect(a).toHaveTitle(/Demonstração de chat/);
    const ana = `Ana-${unique()}`;
    const bruno = `Bruno-${unique()}`;
    await joinChat(a, ana);
    await joinChat(b, bruno);
    await expect(a.getByRole('log', {name: 'Mensagens'})).toContainText(`${bruno} entrou no chat.`);
    await expect(a.getByTestId('chat-users')).toHaveText(/\d+ pessoas online/);

    const text = `Olá <b>de</b> ${ana} ${unique()}`;
    await a.keyboard.type(text);
    await expect(b.getByText(`${ana} está digitando…`)).toBeVisible();
    await a.keyboard.press('Enter');
    const atB = b.getByRole('log', {name: 'Mensagens'}).getByRole('listitem').filter({hasText: text});
    await expect(atB).toHaveCount(1);
    await expect(atB).toContainText(ana);
    await expect(atB.locator('b')).toHaveCount(0); // rendered as text, never as HTML
    await expect(b.getByText(`${ana} está digitando…`)).toBeHidden();
    await expect(a.getByLabel('Mensagem', {exact: true})).toHaveValue('');

    await a.context().close();
    await expect(b.getByRole('log', {name: 'Mensagens'})).toContainText(`${ana} saiu do chat.`);
    await b.context().close();
  });

  test('has no detectable accessibility violations', async ({page}) => {
    await page.goto('/pt-br/demos/chat/');
    await expect(status(page)).toHaveAttribute('data-state', 'connected');
    await joinChat(page, `Axe-${unique()}`);
    const results = await new AxeBuilder({page}).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe('whiteboard demo', () => {
  test('a stroke drawn in one browser appears on the other canvas', async ({browser, baseURL}) => {
    const [a, b] = await twoVisitors(browser, baseURL, '/pt-br/demos/whiteboard/');
    await expect(a).toHaveTitle(/Demonstração de quadro branco/);
    const canvasA = a.getByRole('application', {name: 'Quadro branco compartilhado'});
    const canvasB = b.getByRole('application', {name: 'Quadro branco compartilhado'});
    const count = async (canvas: typeof canvasA) => Number(await canvas.getAttribute('data-segments'));
    const before = await count(canvasB);

    // With the mouse: a purple horizontal line, at a height of its own (the board keeps earlier strokes).
    const y = 0.1 + Math.round(Math.random() * 80) / 100;
    await a.getByLabel('Roxo').check();
    await canvasA.scrollIntoViewIfNeeded();
    const box = (await canvasA.boundingBox())!;
    await a.mouse.move(box.x + box.width * 0.2, box.y + box.height * y);
    await a.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await a.mouse.move(box.x + box.width * (0.2 + step * 0.05), box.y + box.height * y);
      await a.waitForTimeout(25);
    }
    await a.mouse.up();
    const drawn = (await count(canvasA)) - before;
    expect(drawn).toBeGreaterThan(0);
    // At least: someone else may be drawing on the shared board at the same time.
    await expect.poll(() => count(canvasB)).toBeGreaterThanOrEqual(before + drawn);

    // The pixels under the line are purple on B's canvas (#6a1b9a), where nothing else was drawn.
    const purple = [0x6a, 0x1b, 0x9a];
    const pixelAt = (x: number, y: number) =>
      canvasB.evaluate(
        (canvas: HTMLCanvasElement, [px, py]) =>
          Array.from(canvas.getContext('2d')!.getImageData(canvas.width * px, canvas.height * py, 1, 1).data.slice(0, 3)),
        [x, y],
      );
    expect(await pixelAt(0.5, y)).toEqual(purple);
    expect(await pixelAt(0.82, y)).not.toEqual(purple);

    // With the keyboard: two presses of the right arrow draw on from the end of the line, and reach B too.
    await canvasA.focus();
    const beforeKeys = await count(canvasB);
    for (const key of ['ArrowRight', 'ArrowRight']) await a.keyboard.press(key);
    await expect.poll(() => count(canvasB)).toBeGreaterThanOrEqual(beforeKeys + 2);
    await expect.poll(() => pixelAt(0.82, y)).toEqual(purple);

    // A visitor arriving later gets the strokes drawn so far.
    const late = await (await browser.newContext({baseURL})).newPage();
    await late.goto('/pt-br/demos/whiteboard/');
    await expect(status(late)).toHaveAttribute('data-state', 'connected');
    await expect.poll(() => count(late.getByRole('application'))).toBeGreaterThanOrEqual(Math.min(1000, drawn + 2));
    await Promise.all([a, b, late].map((page) => page.context().close()));
  });

  test('colour choices are labelled radio buttons, reachable by keyboard', async ({page}) => {
    await page.goto('/pt-br/demos/whiteboard/');
    // Keys pressed before React hydrates the page move the browser's radio alone, and the client render puts the
    // state's colour back: wait for it, as the board's other tests wait for the connection.
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const group = page.getByRole('group', {name: 'Cor'});
    for (const name of ['Preto', 'Vermelho', 'Azul', 'Verde', 'Laranja', 'Roxo']) {
      await expect(group.getByRole('radio', {name})).toBeAttached();
    }
    await group.getByRole('radio', {name: 'Preto'}).focus();
    await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', {name: 'Vermelho'})).toBeChecked();
    await expect(page.getByRole('application')).toHaveAttribute('aria-describedby', 'whiteboard-demo-help');
    const results = await new AxeBuilder({page}).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe('demo server outage', () => {
  let server: ChildProcess | undefined;

  /** `tsx scripts/serve.ts` of our own (the shared one must keep running), on a given port. */
  async function startServe(port: number) {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'scripts/serve.ts')], {
      cwd: repoRoot,
      env: {...process.env, PORT: String(port), BUILD_DIR: process.env.BUILD_DIR ?? 'build'},
      stdio: 'ignore',
    });
    await waitForPort(port, 30_000);
    return child;
  }

  async function stopServe() {
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
    }
  }

  test.afterEach(stopServe);

  test('says the server cannot be reached, then recovers by itself when it is back', async ({page}) => {
    test.setTimeout(90_000);
    const port = await freePort();
    server = await startServe(port);
    await page.goto(`http://localhost:${port}/pt-br/demos/chat/`);
    await expect(status(page)).toHaveAttribute('data-state', 'connected');
    const name = `Carla-${unique()}`;
    await joinChat(page, name);

    await stopServe();
    await expect(status(page)).toHaveAttribute('data-state', 'unreachable', {timeout: 20_000});
    await expect(status(page)).toContainText('Não foi possível alcançar o servidor de demonstração');
    await expect(status(page)).toHaveAttribute('aria-live', 'polite');

    server = await startServe(port);
    await expect(status(page)).toHaveAttribute('data-state', 'connected', {timeout: 30_000});
    await expect(status(page)).toContainText('Conectado ao servidor de demonstração.');
    // The page joined again under the same name: a message goes through.
    const text = `de volta ${unique()}`;
    await page.getByLabel('Mensagem', {exact: true}).fill(text);
    await page.getByLabel('Mensagem', {exact: true}).press('Enter');
    await expect(page.getByRole('log').getByText(text)).toBeVisible();
  });
});
