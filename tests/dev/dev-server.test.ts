import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {launchChromium} from '../helpers/chromium';
import {openDevPage, startDevServer, untilPage} from '../helpers/devServer';
import {repoRoot} from '../helpers/processes';
import {scratchSite} from '../helpers/scratchSite';
import {edits} from '../../scripts/bench/dev-reload/edits';

/** Long enough for a loaded CI machine; how fast a save shows is the benchmark's business (`npm run bench -- dev-reload`). */
const saveShownWithin = 90_000;

// `npm run dev` as an author runs it (the pt-br edition, in a copy of the checkout), the rooms page open: a save of
// the sample it shows through `file=`, of the page's translation, and of a config module each reach that page.
test('npm run dev: a sample file, a translated doc and a config module saved reach the open page', {timeout: 600_000}, async () => {
  const site = scratchSite(repoRoot, 'dev-server-test-');
  const logFile = path.join(os.tmpdir(), `dev-server-test-${process.pid}.log`);
  const server = await startDevServer(site.dir, undefined, logFile);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await openDevPage(page, `${server.base}docs/v4/rooms/`);
    for (const file of ['examples/rooms/server.js', 'i18n/pt-br/docusaurus-plugin-content-docs/current/rooms.mdx', 'config/announcementBar.ts']) {
      const edit = edits.find((candidate) => candidate.file === file && candidate.locale === 'pt-br')!;
      assert.equal(edit.page, 'docs/v4/rooms/');
      const marker = `devtest${Date.now().toString(36)}`;
      const fullPath = path.join(site.dir, file);
      fs.writeFileSync(fullPath, edit.apply(fs.readFileSync(fullPath, 'utf8'), marker));
      server.note(`test: saved ${file} with ${marker}`);
      const shown = await untilPage(page, marker, true, saveShownWithin);
      assert.notEqual(shown, undefined, `${file} (${edit.kind}) saved, the open page did not show it within ${saveShownWithin / 1000} s (server log: ${logFile})`);
    }
  } finally {
    await browser.close();
    await server.stop();
    site.remove();
  }
});
