// Writes typechecked.json: the 4.x Node.js samples without a .ts sibling that typecheck with --strict as they are,
// and so show their ES module in the TypeScript tab. tests/examples/code-variants-typescript.test.ts checks it.
import fs from 'node:fs';
import path from 'node:path';
import {siblingOf, siteDir} from './samples';
import {typecheckSamples} from './typescript';

const passing = [...typecheckSamples({all: true})]
  .filter(([file, errors]) => errors.length === 0 && !fs.existsSync(path.join(siteDir, siblingOf(file, 'ts'))))
  .map(([file]) => file)
  .sort();
fs.writeFileSync(path.join(__dirname, 'typechecked.json'), `${JSON.stringify(passing, null, 2)}\n`);
console.log(`${passing.length} samples typecheck as they are`);
