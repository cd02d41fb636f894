import {useMemo, useRef, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {useLinesHtml} from './useLinesHtml';

const lineNumberClasses = {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!};

/**
 * Replaces theme-classic's CodeBlock/Content. The markup is the same (its `<pre>`, `<code>`, and a div per line
 * holding a span per token, as its `CodeBlock/Line` renders them), but the lines are one HTML string: the
 * server's, kept by the browser until they must change (see useLinesHtml). A block is a few React elements
 * instead of one per token, and hydrating a page neither loads Prism nor tokenizes its code.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = usePrismTheme();
  const {code, language = 'text', lineNumbersStart, lineClassNames} = metadata;
  const withNumbers = lineNumbersStart !== undefined;
  const codeRef = useRef<HTMLElement>(null);
  const html = useLinesHtml({code, language, theme, lineClassNames, lineNumbers: withNumbers ? lineNumberClasses : undefined}, codeRef);
  const innerHtml = useMemo(() => ({__html: html}), [html]);
  // The line count sizes the block while the browser skips rendering it (content-visibility, in custom.css).
  const lineCount = code.split('\n').length;
  const style = useMemo(() => ({...theme.plain, '--code-lines': lineCount}) as CSSProperties, [theme.plain, lineCount]);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // Scrollable code must be reachable from the keyboard.
      tabIndex={0}
      className={clsx(className, `prism-code language-${language.toLowerCase()}`, contentStyles.codeBlock, 'thin-scrollbar')}
      style={style}>
      <code
        ref={codeRef}
        className={clsx(contentStyles.codeBlockLines, withNumbers && contentStyles.codeBlockLinesWithNumbering)}
        style={withNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        // In the browser the first render keeps the server's lines: the inner HTML differs on purpose.
        suppressHydrationWarning
        dangerouslySetInnerHTML={innerHtml}
      />
    </pre>
  );
}
