// A node:test reporter that writes one line per failing test, "file › suite › test", for the summary of
// `npm run check:latest`. A test that failed only because one of its subtests did is not listed: the subtest is.
import path from 'node:path';

export default async function* failedTests(source) {
  // the names of the tests being run, by nesting level, per file (a file's events arrive in order)
  const running = new Map();
  for await (const event of source) {
    const {name, nesting, file} = event.data ?? {};
    if (event.type === 'test:start') {
      const stack = running.get(file) ?? [];
      stack.length = nesting;
      stack.push(name);
      running.set(file, stack);
    }
    if (event.type !== 'test:fail' || event.data.details?.error?.failureType === 'subtestsFailed') continue;
    const where = file ? path.relative(process.cwd(), file) : '';
    const names = [...(running.get(file) ?? []).slice(0, nesting), name].filter((part) => part !== where);
    yield `${[where, ...names].filter(Boolean).join(' › ')}\n`;
  }
}
