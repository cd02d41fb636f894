import type Prism from 'prismjs';

/** A piece of a line with the token types it is nested in (`plain` for text outside any token). */
export type LineToken = {types: string[]; content: string; empty?: boolean};

type Nested = string | Prism.Token | (string | Prism.Token)[];

/** A token nested in one of its own type (a template string inside another) adds the type once. */
function withType(types: string[], type: string | string[] | undefined): string[] {
  if (!type || types[types.length - 1] === type) return types;
  return types.concat(type);
}

/** An empty line keeps its height: it holds a newline marked `empty`, shown as an inline block. */
function keepEmpty(line: LineToken[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]!.content === '') Object.assign(line[0]!, {content: '\n', empty: true});
}

/**
 * Prism's token tree, flattened into lines of leaf tokens, each carrying the types of the tokens around it.
 * The same shape as prism-react-renderer's `normalizeTokens`, which Docusaurus's code block renders.
 */
export function normalizeTokens(tokens: (string | Prism.Token)[]): LineToken[][] {
  let line: LineToken[] = [];
  const lines = [line];
  const visit = (node: Nested, types: string[], nested: boolean) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, types, nested);
      return;
    }
    if (typeof node !== 'string') {
      const own = withType(withType(types, node.type), node.alias);
      visit(node.content as Nested, own, true);
      return;
    }
    const [first, ...rest] = node.split(/\r\n|\r|\n/);
    const leafTypes = nested ? types : ['plain'];
    line.push({types: leafTypes, content: first!});
    for (const content of rest) {
      keepEmpty(line);
      line = [{types: leafTypes, content}];
      lines.push(line);
    }
  };
  visit(tokens, [], false);
  keepEmpty(line);
  return lines;
}
