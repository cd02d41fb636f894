import clsx from 'clsx';
import type {CSSProperties} from 'react';

import type {LineToken as Token} from './normalizeTokens';

type Props = {className?: string; style?: CSSProperties; children?: string; [key: string]: unknown};

export type LinesInput = {
  lines: Token[][];
  getLineProps: (input: {line: Token[]; className?: string}) => Props;
  getTokenProps: (input: {token: Token}) => Props;
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

function attributes({className, style}: Props): string {
  const css = styleAttribute(style);
  return (className ? ` class="${escapeHtml(className)}"` : '') + (css ? ` style="${escapeHtml(css)}"` : '');
}

/** A line holding only a newline renders empty: the line's <br> already breaks it. */
function withoutLoneNewline(line: Token[]): Token[] {
  return line.length === 1 && line[0]!.content === '\n' ? [{...line[0]!, content: ''}] : line;
}

/**
 * The lines of a highlighted code block as HTML: the markup theme-classic's `CodeBlock/Line` renders (a div
 * per line holding a span per token, then a <br>), written as one string instead of a React element per token.
 */
export function codeLinesHtml({lines, getLineProps, getTokenProps, lineClassNames, lineNumbers}: LinesInput): string {
  return lines
    .map((rawLine, index) => {
      const line = withoutLoneNewline(rawLine);
      const lineProps = getLineProps({line, className: clsx(lineClassNames[index], lineNumbers?.line)});
      const tokens = line
        .map((token) => {
          const props = getTokenProps({token});
          return `<span${attributes(props)}>${escapeHtml(props.children ?? '')}</span>`;
        })
        .join('');
      const content = lineNumbers
        ? `<span class="${lineNumbers.number}"></span><span class="${lineNumbers.content}">${tokens}</span>`
        : tokens;
      return `<div${attributes(lineProps)}>${content}<br/></div>`;
    })
    .join('');
}
