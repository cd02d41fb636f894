// Frees the Socket.IO packages of the lock so that `npm install` resolves each to the newest release its range
// allows, the one a reader installs today. Run in the scratch copy, never in the checkout: it edits package.json
// files and package-lock.json. Writes the versions it freed to the file named by its argument (JSON), for moved.mjs.
//
// - Exact pins of these packages in the workspaces (examples/v2 pins socket.io 2.5.1) become caret ranges, so each
//   sample gets the newest release of the major its page documents; the caret ranges of the root stay.
// - Their lock entries are deleted: at the root, in the workspaces, and nested inside one another (engine.io's own
//   ws). A copy nested in an unrelated package (lighthouse's ws) stays as locked.
import fs from 'node:fs';
import {isReleasedEntry, isSocketIoPackage, workspacesOf} from './packages.mjs';

const [savePath] = process.argv.slice(2);
if (!savePath) throw new Error('usage: node release-lock.mjs <file to save the locked versions in>');

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const workspaces = workspacesOf(lock);

const locked = {};
for (const key of Object.keys(lock.packages)) {
  if (!isReleasedEntry(key, workspaces)) continue;
  locked[key] = lock.packages[key].version;
  delete lock.packages[key];
}
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');

const ranges = [];
for (const folder of ['', ...workspaces]) {
  const file = folder ? `${folder}/package.json` : 'package.json';
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const field of ['dependencies', 'devDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (!isSocketIoPackage(name)) continue;
      if (/^\d+\.\d+\.\d+$/.test(range)) pkg[field][name] = `^${range}`;
      ranges.push({folder: folder || '.', name, range: pkg[field][name]});
    }
  }
  fs.writeFileSync(file, JSON.stringify(pkg, null, 2) + '\n');
}
fs.writeFileSync(savePath, JSON.stringify({locked, ranges}, null, 2) + '\n');
console.log(`released ${Object.keys(locked).length} lock entries; direct dependencies:`);
for (const {folder, name, range} of ranges) console.log(`  ${folder}: ${name} ${range}`);
