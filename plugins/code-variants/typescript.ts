import fs from 'node:fs';
import path from 'node:path';
import * as acorn from 'acorn';
import ts from 'typescript';
import {typeScriptDir, writeTypeScriptTree} from './mirror';
import {siblingOf, siteDir} from './samples';

/** How the TypeScript variants are checked: what `tsc --strict` does in a Node.js ES module project. */
export const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  // Types are imported as types (`import type`, `import { type X }`): the variant minus its types is the ES module.
  verbatimModuleSyntax: true,
  types: ['node'],
};

/**
 * Typechecks the samples' TypeScript variants (`all`: every 4.x Node.js sample, the ES module itself where there is
 * no `.ts` sibling) and returns each sample's errors, "line: TS1234 message".
 */
export function typecheckSamples(options: {all?: boolean} = {}): Map<string, string[]> {
  const {samples, declarations} = writeTypeScriptTree(options);
  // Ambient declarations (`declare module`, for the cloud adapters the registry does not have) are found by no
  // import: they join the program, as a tsconfig's "include" would add them.
  const rootNames = [...samples, ...declarations].map((file) => path.join(typeScriptDir, file.replace(/\.js$/, '.ts')));
  const program = ts.createProgram({rootNames, options: compilerOptions});
  const errors = new Map<string, string[]>(samples.map((file) => [file, []]));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const sample = diagnostic.file ? path.relative(typeScriptDir, diagnostic.file.fileName).replace(/\.ts$/, '.js') : undefined;
    const line = diagnostic.file ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!).line + 1 : 0;
    const list = (sample ? errors.get(sample) : undefined) ?? errors.get(samples[0]!)!;
    list.push(`${line}: TS${diagnostic.code} ${message}`);
  }
  return errors;
}

type Json = unknown;

/** A parsed program without positions, to compare two texts by what they do, not how they are laid out. */
function shape(source: string): Json {
  const ast = acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  return JSON.parse(JSON.stringify(ast, (key, value) => (key === 'start' || key === 'end' || key === 'raw' || key === 'shorthand' ? undefined : value)));
}

/** The `.ts` sibling minus its types (TypeScript's own transpiler), which must be the ES module sample. */
export function erasedTypeScript(file: string): string {
  const source = fs.readFileSync(path.join(siteDir, siblingOf(file, 'ts')), 'utf8');
  return ts.transpileModule(source, {compilerOptions: {target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, verbatimModuleSyntax: true}}).outputText;
}

/** Whether a `.ts` sibling says the same as its ES module once its types are erased. */
export function sameAsModule(file: string): boolean {
  const module = fs.readFileSync(path.join(siteDir, file), 'utf8');
  return JSON.stringify(shape(erasedTypeScript(file))) === JSON.stringify(shape(module));
}
