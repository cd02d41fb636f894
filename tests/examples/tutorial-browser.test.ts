import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {launchChromium} from '../helpers/chromium';
import {startExampleServer} from '../helpers/processes';

test('the finished chat in a browser: a message typed in one tab appears in the other', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'tutorial-browser-'));
  t.after(() => rm(dir, {recursive: true, force: true}));
  const server = await startExampleServer('examples/tutorial/step-9/index.js', {
    DB_FILE: path.join(dir, 'chat.jsonl'),
    WORKERS: '2',
  });
  t.after(() => server.stop());
  await server.waitForOutput(/worker \d+ started[\s\S]*worker \d+ started/);

  const browser = await launchChromium();
  t.after(() => browser.close());

  // two separate contexts, like two people on two computers
  const alice = await (await browser.newContext()).newPage();
  const bob = await (await browser.newContext()).newPage();
  await alice.goto(server.url);
  await bob.goto(server.url);
  await alice.waitForFunction('typeof socket !== "undefined" && socket.connected');
  await bob.waitForFunction('typeof socket !== "undefined" && socket.connected');

  await alice.fill('#input', 'Hello from Alice');
  await alice.click('#form > button:first-of-type');
  await bob.locator('#messages > li', {hasText: 'Hello from Alice'}).waitFor({timeout: 10_000});
  await alice.locator('#messages > li', {hasText: 'Hello from Alice'}).waitFor({timeout: 10_000});
  assert.equal(await alice.inputValue('#input'), '', 'the input is cleared after sending');

  await bob.fill('#input', 'Hi Alice');
  await bob.press('#input', 'Enter');
  await alice.locator('#messages > li', {hasText: 'Hi Alice'}).waitFor({timeout: 10_000});

  // a third visitor gets the history from the store
  const carol = await (await browser.newContext()).newPage();
  await carol.goto(server.url);
  await carol.locator('#messages > li', {hasText: 'Hi Alice'}).waitFor({timeout: 10_000});
  assert.deepEqual(await carol.locator('#messages > li').allTextContents(), ['Hello from Alice', 'Hi Alice']);
});

test('step 8 in a browser: messages typed while disconnected, in two different pages, are both stored', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'tutorial-browser-'));
  t.after(() => rm(dir, {recursive: true, force: true}));
  const server = await startExampleServer('examples/tutorial/step-8/index.js', {DB_FILE: path.join(dir, 'chat.jsonl')});
  t.after(() => server.stop());
  await server.waitForOutput(/server running at/);

  const browser = await launchChromium();
  t.after(() => browser.close());

  // each page cuts its connection with the toggle button, types a message (the client queues it), then reconnects
  const sendWhileDisconnected = async (text: string) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(server.url);
    await page.waitForFunction('typeof socket !== "undefined" && socket.connected');
    await page.click('#toggle-btn');
    await page.waitForFunction('!socket.connected');
    await page.fill('#input', text);
    await page.press('#input', 'Enter');
    await page.click('#toggle-btn');
    await page.locator('#messages > li', {hasText: text}).waitFor({timeout: 10_000});
    return page;
  };
  await sendWhileDisconnected('typed offline by Alice');
  const bob = await sendWhileDisconnected('typed offline by Bob');
  assert.deepEqual(await bob.locator('#messages > li').allTextContents(), [
    'typed offline by Alice',
    'typed offline by Bob',
  ]);
});
