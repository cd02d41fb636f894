import * as acorn from 'acorn';
import * as walk from 'acorn-walk';

/**
 * The CommonJS variant of an ES module sample, written as a reader of a CommonJS project would write it:
 * `import { Server } from "socket.io"` becomes `const { Server } = require("socket.io")`, exports become one
 * `module.exports` at the end, the `import.meta.url` idioms become `__dirname`, and a module with top-level
 * `await` gets its code in an `async function main()`. Comments, blank lines and region markers stay where
 * they were. What it cannot translate faithfully, it refuses with the file and line: the author then writes the
 * `.cjs` sibling by hand (README).
 *
 * Written here rather than taken from Babel or esbuild: their CommonJS output is for machines
 * (`_interopRequireDefault`, `__toESM`, `exports.x = x` scattered), not a sample a reader copies.
 */
export function toCommonJs(source: string, file: string): string {
  const referencedBefore = referencedNames(parseModule(source, file));
  const withoutImportMeta = rewriteImportMeta(source, file);
  const output = rewriteModuleSyntax(withoutImportMeta, file, referencedBefore);
  return tidyBlankLines(output, file);
}

export class CommonJsRefusal extends Error {
  constructor(file: string, source: string, position: number, reason: string) {
    const line = source.slice(0, position).split('\n').length;
    super(`${file}:${line}: ${reason}; write its CommonJS variant by hand, as ${file.replace(/\.js$/, '.cjs')} (plugins/code-variants/README.md)`);
  }
}

type Node = acorn.Node & Record<string, any>;
type Edit = {start: number; end: number; text: string};

function parseModule(source: string, file: string): Node {
  try {
    return acorn.parse(source, {ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true}) as Node;
  } catch (error) {
    throw new Error(`${file}: not an ES module acorn can parse: ${(error as Error).message}`);
  }
}

function applyEdits(source: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start);
  let result = source;
  let limit = Infinity;
  for (const edit of sorted) {
    if (edit.end > limit) throw new Error(`code-variants: overlapping edits at ${edit.start}`);
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
    limit = edit.start;
  }
  return result;
}

/** The range of a whole statement with its line: from the line's start to after its newline. */
function statementLine(source: string, node: Node): Edit {
  let start = node.start;
  while (start > 0 && (source[start - 1] === ' ' || source[start - 1] === '\t')) start -= 1;
  let end = node.end;
  while (end < source.length && (source[end] === ' ' || source[end] === '\t')) end += 1;
  if (source[end] === '\n') end += 1;
  return {start, end, text: ''};
}

/** Names used anywhere outside import declarations (declarations included, property names excluded). */
function referencedNames(ast: Node): Set<string> {
  const names = new Set<string>();
  const imports = (ast.body as Node[]).filter((node) => node.type === 'ImportDeclaration');
  walk.full(ast, (node) => {
    if (node.type !== 'Identifier') return;
    if (imports.some((declaration) => node.start >= declaration.start && node.end <= declaration.end)) return;
    names.add((node as Node).name);
  });
  // acorn-walk does not visit the identifiers of `export { a as b }`.
  for (const node of ast.body as Node[]) {
    if (node.type === 'ExportNamedDeclaration' && !node.source) for (const specifier of node.specifiers) names.add(specifier.local.name);
  }
  return names;
}

const isCallTo = (node: Node | undefined, name: string): node is Node =>
  node?.type === 'CallExpression' &&
  ((node.callee.type === 'Identifier' && node.callee.name === name) ||
    (node.callee.type === 'MemberExpression' && !node.callee.computed && node.callee.property.name === name));

/** The statement declaring only `name` with `init`, if `init`'s parent is one. */
function soleDeclaration(ancestors: Node[], init: Node, names: string[]): Node | undefined {
  const index = ancestors.indexOf(init);
  const declarator = ancestors[index - 1];
  const declaration = ancestors[index - 2];
  if (declarator?.type !== 'VariableDeclarator' || declarator.init !== init) return undefined;
  if (declarator.id.type !== 'Identifier' || !names.includes(declarator.id.name)) return undefined;
  if (declaration?.type !== 'VariableDeclaration' || declaration.declarations.length !== 1) return undefined;
  return declaration;
}

/** How the module can call path.join: a `join` it imports, a `path` namespace, or a `join` import to add. */
function joinAccess(ast: Node): {call: string; addImport: boolean} {
  for (const node of ast.body as Node[]) {
    if (node.type !== 'ImportDeclaration' || !/^(node:)?path$/.test(node.source.value)) continue;
    for (const specifier of node.specifiers) {
      if (specifier.type === 'ImportSpecifier' && specifier.imported.name === 'join') return {call: specifier.local.name, addImport: false};
      if (specifier.type !== 'ImportSpecifier') return {call: `${specifier.local.name}.join`, addImport: false};
    }
  }
  return {call: 'join', addImport: true};
}

/** A relative path literal without its leading `./`: `join(__dirname, "index.html")`. */
function pathArgument(source: string, node: Node): string {
  const text = source.slice(node.start, node.end);
  return node.type === 'Literal' && typeof node.value === 'string' && node.value.startsWith('./') ? text.replace('./', '') : text;
}

/** Replaces the `import.meta` idioms of Node.js modules with what CommonJS modules have built in. */
function rewriteImportMeta(source: string, file: string): string {
  const ast = parseModule(source, file);
  const edits: Edit[] = [];
  const join = joinAccess(ast);
  let needsJoin = false;
  walk.ancestor(ast, {
    MetaProperty(node, _state, ancestorsOfNode) {
      const ancestors = [...(ancestorsOfNode as Node[])].reverse(); // nearest first
      const meta = node as Node;
      const member = ancestors[1];
      const property = member?.type === 'MemberExpression' && member.object === meta && !member.computed ? member.property.name : undefined;
      const refuse = (reason: string) => {
        throw new CommonJsRefusal(file, source, meta.start, reason);
      };
      if (property === 'dirname' || property === 'filename') {
        edits.push({start: member!.start, end: member!.end, text: `__${property}`});
        return;
      }
      if (property !== 'url') refuse('import.meta is used other than as import.meta.url, .dirname or .filename');
      const parent = ancestors[2];
      const grandparent = ancestors[3];
      const chain = [...ancestors].reverse();
      // dirname(fileURLToPath(import.meta.url)), fileURLToPath(import.meta.url)
      if (isCallTo(parent, 'fileURLToPath') && parent.arguments[0] === member) {
        if (isCallTo(grandparent, 'dirname') && grandparent.arguments[0] === parent) {
          const declaration = soleDeclaration(chain, grandparent, ['__dirname']);
          edits.push(declaration ? statementLine(source, declaration) : {start: grandparent.start, end: grandparent.end, text: '__dirname'});
          return;
        }
        const declaration = soleDeclaration(chain, parent, ['__filename']);
        edits.push(declaration ? statementLine(source, declaration) : {start: parent.start, end: parent.end, text: '__filename'});
        return;
      }
      // new URL("./index.html", import.meta.url), fileURLToPath(new URL(...))
      if (parent?.type === 'NewExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'URL') {
        if (parent.arguments.length === 2 && parent.arguments[1] === member) {
          const target = isCallTo(grandparent, 'fileURLToPath') && grandparent.arguments[0] === parent ? grandparent : parent;
          edits.push({start: target.start, end: target.end, text: `${join.call}(__dirname, ${pathArgument(source, parent.arguments[0])})`});
          needsJoin = true;
          return;
        }
        // new URL(import.meta.url).pathname
        if (parent.arguments.length === 1 && grandparent?.type === 'MemberExpression' && grandparent.property.name === 'pathname') {
          edits.push({start: grandparent.start, end: grandparent.end, text: '__filename'});
          return;
        }
      }
      // createRequire(import.meta.url)
      if (isCallTo(parent, 'createRequire') && parent.arguments[0] === member) {
        const declaration = soleDeclaration(chain, parent, ['require']);
        edits.push(declaration ? statementLine(source, declaration) : {start: parent.start, end: parent.end, text: 'require'});
        return;
      }
      refuse('import.meta.url is used in a way the CommonJS generator does not translate');
    },
  });
  if (needsJoin && join.addImport) edits.push(joinImportEdit(ast, source));
  return applyEdits(source, edits);
}

/** Adds `join` to the module's `node:path` import, or a new import of it after the others. */
function joinImportEdit(ast: Node, source: string): Edit {
  const imports = (ast.body as Node[]).filter((node) => node.type === 'ImportDeclaration');
  const fromPath = imports.find((node) => /^(node:)?path$/.test(node.source.value) && node.specifiers.every((s: Node) => s.type === 'ImportSpecifier'));
  if (fromPath && fromPath.specifiers.length > 0) {
    const last = fromPath.specifiers.at(-1);
    return {start: last.end, end: last.end, text: ', join'};
  }
  const quote = imports[0]?.source.raw[0] ?? '"';
  const semicolon = imports[0] && source[imports[0].end - 1] !== ';' ? '' : ';';
  const after = imports.at(-1);
  const text = `import { join } from ${quote}node:path${quote}${semicolon}`;
  return after ? {start: after.end, end: after.end, text: `\n${text}`} : {start: 0, end: 0, text: `${text}\n`};
}

/** `./store.js` → `./store`: what CommonJS readers write; Node.js finds the `.js` file. */
function requirePath(raw: string): string {
  const quote = raw[0];
  const value = raw.slice(1, -1);
  return /^\.\.?\//.test(value) && value.endsWith('.js') ? `${quote}${value.slice(0, -3)}${quote}` : raw;
}

function importAsRequire(source: string, node: Node, kept: Node[]): string {
  const from = `require(${requirePath(node.source.raw)})`;
  const semicolon = source[node.end - 1] === ';' ? ';' : '';
  if (node.specifiers.length === 0) return `${from}${semicolon}`;
  const whole = kept.find((specifier) => specifier.type !== 'ImportSpecifier');
  const named = kept.filter((specifier) => specifier.type === 'ImportSpecifier');
  const lines: string[] = [];
  if (whole) lines.push(`const ${whole.local.name} = ${from}${semicolon}`);
  if (named.length > 0) {
    for (const specifier of named) {
      if (specifier.imported.type !== 'Identifier' || specifier.imported.name === 'default') {
        throw new CommonJsRefusal('', source, specifier.start, `import { ${source.slice(specifier.start, specifier.end)} } has no require() equivalent`);
      }
    }
    // The braces as the author wrote them (spacing, one name per line), `a as b` written `a: b`; when some names
    // were dropped, a list of those kept.
    let braces: string;
    if (named.length === node.specifiers.filter((specifier: Node) => specifier.type === 'ImportSpecifier').length) {
      const open = source.indexOf('{', node.start);
      const close = source.lastIndexOf('}', node.source.start);
      const renames = named
        .filter((specifier) => specifier.imported.name !== specifier.local.name)
        .map((specifier) => ({start: specifier.start - open, end: specifier.end - open, text: `${specifier.imported.name}: ${specifier.local.name}`}));
      braces = applyEdits(source.slice(open, close + 1), renames);
    } else {
      const spaced = /\{\s/.test(source.slice(node.start, node.end));
      const list = named.map((specifier) => (specifier.imported.name === specifier.local.name ? specifier.local.name : `${specifier.imported.name}: ${specifier.local.name}`)).join(', ');
      braces = spaced ? `{ ${list} }` : `{${list}}`;
    }
    lines.push(`const ${braces} = ${whole ? whole.local.name : from}${semicolon}`);
  }
  return lines.join('\n');
}

function exportedNamesOf(declaration: Node, source: string): string[] {
  if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') return [declaration.id.name];
  return declaration.declarations.map((declarator: Node) => {
    if (declarator.id.type !== 'Identifier') throw new CommonJsRefusal('', source, declarator.start, 'a destructuring export has no simple module.exports equivalent');
    return declarator.id.name;
  });
}

function hasTopLevelAwait(ast: Node): Node | undefined {
  let found: Node | undefined;
  const check = (node: acorn.Node, ancestors: acorn.Node[]) => {
    if (found) return;
    const inFunction = ancestors.some((ancestor) => /Function/.test(ancestor.type) || ancestor.type === 'MethodDefinition');
    if (!inFunction) found = node as Node;
  };
  walk.ancestor(ast, {
    AwaitExpression: (node, _state, ancestors) => check(node, ancestors as acorn.Node[]),
    ForOfStatement: (node, _state, ancestors) => {
      if ((node as Node).await) check(node, ancestors as acorn.Node[]);
    },
  });
  return found;
}

/** Ranges of the text inside template literals, which must not be re-indented or tidied. */
function templateRanges(ast: Node): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  walk.full(ast, (node) => {
    if (node.type === 'TemplateLiteral') ranges.push([node.start, node.end]);
  });
  return ranges;
}

const insideAny = (position: number, ranges: Array<[number, number]>) => ranges.some(([start, end]) => position > start && position < end);

/** Indents every line of `text` (which starts at `offset` in the module) by two spaces, except template literal lines. */
function indent(text: string, offset: number, ranges: Array<[number, number]>): string {
  let position = offset;
  return text
    .split('\n')
    .map((line) => {
      const lineStart = position;
      position += line.length + 1;
      if (line.trim() === '' || insideAny(lineStart, ranges)) return line;
      return `  ${line}`;
    })
    .join('\n');
}

function rewriteModuleSyntax(source: string, file: string, referencedBefore: Set<string>): string {
  const ast = parseModule(source, file);
  const body = ast.body as Node[];
  const referenced = referencedNames(ast);
  const edits: Edit[] = [];
  const refuse = (node: Node, reason: string): never => {
    throw new CommonJsRefusal(file, source, node.start, reason);
  };
  for (const name of ['require', 'module', 'exports', '__dirname', '__filename']) {
    const declared = body.find(
      (node) => node.type === 'VariableDeclaration' && node.declarations.some((d: Node) => d.id.type === 'Identifier' && d.id.name === name),
    );
    if (declared) refuse(declared, `the module declares ${name}, which CommonJS modules have built in`);
  }

  const named: Array<{local: string; exported: string}> = [];
  let defaultExport: string | undefined;
  let defaultExportNode: Node | undefined;
  for (const node of body) {
    if (node.type === 'ImportDeclaration') {
      // Imports only the import.meta idioms used are dropped with them.
      const kept = node.specifiers.filter((specifier: Node) => referenced.has(specifier.local.name) || !referencedBefore.has(specifier.local.name));
      if (node.specifiers.length > 0 && kept.length === 0) {
        edits.push(statementLine(source, node));
        continue;
      }
      try {
        edits.push({start: node.start, end: node.end, text: importAsRequire(source, node, kept)});
      } catch (error) {
        if (error instanceof CommonJsRefusal) refuse(node, error.message.replace(/^:\d+: /, '').replace(/; write its.*$/, ''));
        throw error;
      }
    } else if (node.type === 'ExportNamedDeclaration') {
      if (node.source) refuse(node, 're-exports (export … from) have no simple require() equivalent');
      if (node.declaration) {
        edits.push({start: node.start, end: node.declaration.start, text: ''});
        for (const name of exportedNamesOf(node.declaration, source)) named.push({local: name, exported: name});
      } else {
        edits.push(statementLine(source, node));
        for (const specifier of node.specifiers) named.push({local: specifier.local.name, exported: specifier.exported.name ?? specifier.exported.value});
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      const declaration = node.declaration as Node;
      defaultExportNode = node;
      if ((declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') && declaration.id) {
        edits.push({start: node.start, end: declaration.start, text: ''});
        defaultExport = declaration.id.name;
      } else {
        const needsSemicolon = /Declaration$/.test(declaration.type) && source[node.end - 1] !== ';';
        edits.push({start: node.start, end: declaration.start, text: 'module.exports = '});
        if (needsSemicolon) edits.push({start: node.end, end: node.end, text: ';'});
        defaultExport = '';
      }
    } else if (node.type === 'ExportAllDeclaration') {
      refuse(node, 're-exports (export * from) have no simple require() equivalent');
    }
  }
  if (defaultExport !== undefined && named.length > 0) refuse(defaultExportNode!, 'a module with both a default export and named exports has no single module.exports');

  const awaitNode = hasTopLevelAwait(ast);
  if (awaitNode) {
    if (named.length > 0 || defaultExport !== undefined) refuse(awaitNode, 'a module with top-level await and exports cannot be one CommonJS module');
    if (referenced.has('main')) refuse(awaitNode, 'the module has top-level await and already uses the name main');
    const firstCode = body.findIndex((node) => node.type !== 'ImportDeclaration');
    if (body.slice(firstCode).some((node) => node.type === 'ImportDeclaration')) {
      refuse(awaitNode, 'an import after other code would move into main() with top-level await');
    }
    // Everything after the imports' last line goes into main(), comments and region markers included.
    const lastImport = body.slice(0, firstCode).at(-1);
    let start = lastImport ? source.indexOf('\n', lastImport.end) + 1 || source.length : 0;
    while (source[start] === '\n') start += 1;
    const shift = edits.filter((edit) => edit.end <= start).reduce((sum, edit) => sum + edit.text.length - (edit.end - edit.start), 0);
    const output = applyEdits(source, edits);
    const wrapStart = start + shift;
    const end = output.replace(/\s+$/, '').length;
    const ranges = templateRanges(parseModule(output, file));
    return `${output.slice(0, wrapStart)}async function main() {\n${indent(output.slice(wrapStart, end), wrapStart, ranges)}\n}\n\nmain();\n`;
  }

  let output = applyEdits(source, edits);
  if (defaultExport) output = `${output.replace(/\s+$/, '')}\n\nmodule.exports = ${defaultExport};\n`;
  if (named.length > 0) {
    const entries = named.map(({local, exported}) => (local === exported ? local : `${exported}: ${local}`));
    const oneLine = `module.exports = { ${entries.join(', ')} };`;
    const exportsText = oneLine.length <= 100 ? oneLine : `module.exports = {\n${entries.map((entry) => `  ${entry},`).join('\n')}\n};`;
    output = `${output.replace(/\s+$/, '')}\n\n${exportsText}\n`;
  }
  return output;
}

/** Parses the result as a CommonJS script (a failure here is a bug of this module) and closes the gaps left by removed lines. */
function tidyBlankLines(output: string, file: string): string {
  let ast: Node;
  try {
    ast = acorn.parse(output, {ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true, allowReturnOutsideFunction: true}) as Node;
  } catch (error) {
    throw new Error(`code-variants: the CommonJS variant of ${file} does not parse (${(error as Error).message}):\n${output}`);
  }
  const ranges = templateRanges(ast);
  let tidy = output.replace(/\n{3,}/g, (gap, offset: number) => (insideAny(offset, ranges) ? gap : '\n\n'));
  tidy = tidy.replace(/^\n+/, '');
  return tidy;
}
