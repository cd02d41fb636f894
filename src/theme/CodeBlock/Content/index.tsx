import {useMemo, useRef, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {codeThemes, type PrismThemeConfig} from '@site/plugins/prism-languages/client/tokenClasses';
import {useLinesHtml} from './useLinesHtml';

const lineNumberClasses = {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!};

/**
 * Replaces theme-classic's CodeBlock/Content. The markup is close to its own (a `<pre>`, a `<code>`, and a div per
 * line holding the line's tokens, as its `CodeBlock/Line` renders them), but the lines are one HTML string: the
 * server's, kept by the browser as long as the block shows the same code (see useLinesHtml). A block is a few
 * React elements instead of one per token, and hydrating a page neither loads Prism nor tokenizes its code.
 * Tokens are coloured by classes, the same in both colour modes: a change of mode does not render the block.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const themes = codeThemes(useThemeConfig().prism as PrismThemeConfig);
  const {code, language = 'text', lineNumbersStart, lineClassNames} = metadata;
  const withNumbers = lineNumbersStart !== undefined;
  const codeRef = useRef<HTMLElement>(null);
  const html = useLinesHtml({code, language, themes, lineClassNames, lineNumbers: withNumbers ? lineNumberClasses : undefined}, codeRef);
  const innerHtml = useMemo(() => ({__html: html}), [html]);
  // The line count sizes the block while the browser skips rendering it (content-visibility, in custom.css).
  // Its colours are the colour mode's, from the token stylesheet (plugins/prism-languages).
  const lineCount = code.split('\n').length;
  const style = useMemo(() => ({'--code-lines': lineCount}) as CSSProperties, [lineCount]);
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
