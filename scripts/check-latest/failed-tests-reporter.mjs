// A node:test reporter that writes one line per failing test, "file › test", for the summary of
// `npm run check:latest`. A test that failed only because one of its subtests did is not listed: the subtest is.
import path from 'node:path';

export default async function* failedTests(source) {
  for await (const event of source) {
    if (event.type !== 'test:fail') continue;
    const {name, file, details} = event.data;
    if (details?.error?.failureType === 'subtestsFailed') continue;
    const where = file ? path.relative(process.cwd(), file) : '';
    yield `${where && where !== name ? `${where} › ` : ''}${name}\n`;
  }
}
