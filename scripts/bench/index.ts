import {spawnSync} from 'node:child_process';
import path from 'node:path';

// `npm run bench`: each benchmark runs in its own process and prints its figures; budgets are read by
// people, not asserted. `npm run bench -- demo-chat` runs one of them.
const benchmarks = ['buildTime', 'search', 'search-relevance', 'search-latency', 'demo-chat', 'demo-flood', 'lighthouse'];
// Run by name only: `tricks` builds the pt-br edition once per speed trick (about an hour and a half), `dev-reload`
// starts the dev server of each locale and saves each kind of file three times (about 25 minutes).
const onDemand = ['tricks', 'paint-trace', 'startup', 'search-reindex', 'search-relevance-pagefind', 'search-tune', 'dev-reload'];

const selected = process.argv.slice(2);
const unknown = selected.filter((name) => !benchmarks.includes(name) && !onDemand.includes(name));
if (unknown.length > 0) {
  console.error(`unknown benchmark ${unknown.join(', ')} (known: ${[...benchmarks, ...onDemand].join(', ')})`);
  process.exit(1);
}
for (const name of selected.length > 0 ? selected : benchmarks) {
  console.log(`\n== ${name}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, `${name}.ts`)], {stdio: 'inherit'});
  if (result.status !== 0) process.exitCode = 1;
}
