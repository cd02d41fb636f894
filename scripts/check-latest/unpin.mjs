// Prepares the scratch copy for `npm update`: run there, never in the checkout (it edits the package.json files).
// - Saves the locked versions of Socket.IO's packages to the file named by its argument (JSON), for moved.mjs.
// - Turns the exact pins of those packages in the workspaces (examples/v2 pins socket.io 2.5.1) into caret ranges,
//   so that each sample gets the newest release of the major its page documents; the caret ranges of the root stay.
// - Prints the names of those packages found in the lock, for `npm update <names>`: npm then moves every copy of
//   them (the root's, the workspaces', the nested ones) to the newest release its range allows, and places them as
//   it would for a reader, while every other package stays as locked.
import fs from 'node:fs';
import {isReleasedEntry, isSocketIoPackage, workspacesOf} from './packages.mjs';

const [savePath] = process.argv.slice(2);
if (!savePath) throw new Error('usage: node unpin.mjs <file to save the locked versions in>');

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const workspaces = workspacesOf(lock);
const locked = {};
const names = new Set();
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!isReleasedEntry(key, workspaces)) continue;
  locked[key] = entry.version;
  names.add(key.split('node_modules/').at(-1));
}

const ranges = [];
for (const folder of ['', ...workspaces]) {
  const file = folder ? `${folder}/package.json` : 'package.json';
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (!isSocketIoPackage(name)) continue;
      if (/^\d+\.\d+\.\d+$/.test(range)) pkg[field][name] = `^${range}`;
      ranges.push(`  ${folder || '.'}: ${name} ${pkg[field][name]}`);
    }
  }
  fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + '\n');
}
fs.writeFileSync(savePath, JSON.stringify({locked}, null, 2) + '\n');
console.error(`${Object.keys(locked).length} copies of ${names.size} packages to update; the direct dependencies:`);
console.error(ranges.join('\n'));
console.log([...names].sort().join(' '));
