import clsx from 'clsx';
import type {CSSProperties} from 'react';

import type {LineToken as Token} from './normalizeTokens';
import type {TokenAttributes} from './tokenClasses';

export type LinesInput = {
  lines: Token[][];
  /** A token's attributes, or undefined for text outside any token, which is written bare. */
  tokenAttributes: (token: Token) => TokenAttributes | undefined;
  /** Magic comments' classes, by line. */
  lineClassNames: Record<number, string[]>;
  /** Line numbers' classes (theme-classic's Line styles), when the block shows them. */
  lineNumbers?: LineNumberClasses;
};

export type LineNumberClasses = {line: string; number: string; content: string};

const escapes: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;'};

/** Text or attribute value escaped the way React's server renderer escapes it. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char]!);
}

/** A style object as React writes it into a `style` attribute (Prism themes only use unitless numbers: opacity). */
export function styleAttribute(style: CSSProperties | undefined): string {
  const declarations = Object.entries(style ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '' && typeof value !== 'boolean')
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)}:${String(value).trim()}`);
  return declarations.join(';');
}

/** A line holding only a newline renders empty: the line's <br> already breaks it. */
function withoutLoneNewline(line: Token[]): Token[] {
  return line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
}

function tokenHtml(token: Token, attributes: TokenAttributes | undefined): string {
  const text = escapeHtml(token.content);
  if (!attributes) return text;
  return `<span class="${escapeHtml(attributes.className)}"${attributes.style ? ` style="${escapeHtml(attributes.style)}"` : ''}>${text}</span>`;
}

/**
 * The lines of a highlighted code block as HTML, written as one string instead of a React element per token:
 * theme-classic's `CodeBlock/Line` markup (a div per line holding its tokens, then a <br>), coloured by classes
 * (see tokenClasses) rather than by a `style` on every token and line. Text outside any token needs no span:
 * it takes the block's colour.
 */
export function codeLinesHtml({lines, tokenAttributes, lineClassNames, lineNumbers}: LinesInput): string {
  return lines
    .map((rawLine, index) => {
      const line = withoutLoneNewline(rawLine);
      const tokens = line.map((token) => tokenHtml(token, tokenAttributes(token))).join('');
      const content = lineNumbers
        ? `<span class="${lineNumbers.number}"></span><span class="${lineNumbers.content}">${tokens}</span>`
        : tokens;
      return `<div class="${escapeHtml(clsx('token-line', lineClassNames[index], lineNumbers?.line))}">${content}<br/></div>`;
    })
    .join('');
}
