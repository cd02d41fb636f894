// Prints which of the released packages moved: the versions unpin.mjs saved against the updated lock.
import fs from 'node:fs';
import {isReleasedEntry, workspacesOf} from './packages.mjs';

const [savedPath] = process.argv.slice(2);
const {locked} = JSON.parse(fs.readFileSync(savedPath, 'utf8'));
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const workspaces = workspacesOf(lock);
const installed = Object.fromEntries(
  Object.entries(lock.packages)
    .filter(([key]) => isReleasedEntry(key, workspaces))
    .map(([key, entry]) => [key, entry.version]),
);

const moved = [];
let unchanged = 0;
for (const key of [...new Set([...Object.keys(locked), ...Object.keys(installed)])].sort()) {
  const before = locked[key] ?? '(not there)';
  const after = installed[key] ?? "(removed: another copy serves it)";
  if (before === after) unchanged += 1;
  else moved.push(`  ${key}: ${before} → ${after}`);
}
console.log(moved.length ? `moved (old → new):\n${moved.join('\n')}` : 'moved: none');
console.log(`unchanged: ${unchanged} (the lock already has the newest release)`);
