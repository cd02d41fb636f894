import type {PrismTheme} from 'prism-react-renderer';
import type {LineToken} from './normalizeTokens';
import {normalizeTokens} from './normalizeTokens';
import {codeLinesHtml, type LineNumberClasses} from './linesHtml';
import {lineProps, stylesByType, tokenProps} from './themeStyles';

export type CodeHtmlInput = {
  code: string;
  language: string;
  theme: PrismTheme;
  lineClassNames: Record<number, string[]>;
  lineNumbers?: LineNumberClasses;
};

/** Lines of tokens as the HTML of a code block's lines, styled by `theme`. */
export function tokensHtml(lines: LineToken[][], {language, theme, lineClassNames, lineNumbers}: CodeHtmlInput): string {
  const styles = stylesByType(theme, language.toLowerCase());
  return codeLinesHtml({
    lines,
    getLineProps: (input) => lineProps(styles, input),
    getTokenProps: (input) => tokenProps(styles, input),
    lineClassNames,
    lineNumbers,
  });
}

/** The code unhighlighted, in the same line markup: shown until the highlighter has arrived. */
export function plainCodeHtml(input: CodeHtmlInput): string {
  return tokensHtml(normalizeTokens([input.code]), input);
}
