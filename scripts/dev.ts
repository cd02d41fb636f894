// The package has no main module: its bin imports lib/index.js, as this does.
import {runCLI} from '@docusaurus/core/lib/index.js';
import {installSiteFileWatchers} from '../plugins/dev-server/watchers';

// `npm run dev`: `docusaurus start` on the pt-br edition, or on the locale given (`npm run dev -- --locale fr`;
// every other option of `docusaurus start` too, `--port 3001`), with the site's file watchers
// (plugins/dev-server/watchers.ts: a translated page reloads alone, config modules reload the site).

const args = process.argv.slice(2);
const localeGiven = args.some((arg) => arg === '--locale' || arg === '-l' || arg.startsWith('--locale='));
const defaultLocale = 'pt-br';

// As Docusaurus's own bin sets them before any command.
process.env.BABEL_ENV ??= 'development';
process.env.NODE_ENV ??= 'development';

installSiteFileWatchers();
runCLI(['node', 'docusaurus', 'start', ...(localeGiven ? [] : ['--locale', defaultLocale]), ...args]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
