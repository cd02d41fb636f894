import type {ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {Highlight} from 'prism-react-renderer';
import contentStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {codeLinesHtml} from './codeHtml';

/**
 * Replaces theme-classic's CodeBlock/Content to write the highlighted lines as one HTML string: the same markup
 * as its `CodeBlock/Line`, but a block is a handful of React elements instead of one per token (the v4 Server
 * API page has some 5,000 tokens), which hydration and colour-mode changes had to walk one by one.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const withNumbers = lineNumbersStart !== undefined;
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className: languageClassName, style, tokens, getLineProps, getTokenProps}) => (
        <pre
          ref={wordWrap.codeBlockRef}
          // Scrollable code must be reachable from the keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={clsx(className, languageClassName, contentStyles.codeBlock, 'thin-scrollbar')}
          style={style}>
          <code
            className={clsx(contentStyles.codeBlockLines, withNumbers && contentStyles.codeBlockLinesWithNumbering)}
            style={withNumbers ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
            dangerouslySetInnerHTML={{
              __html: codeLinesHtml({
                lines: tokens,
                getLineProps,
                getTokenProps,
                lineClassNames,
                lineNumbers: withNumbers
                  ? {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!}
                  : undefined,
              }),
            }}
          />
        </pre>
      )}
    </Highlight>
  );
}
