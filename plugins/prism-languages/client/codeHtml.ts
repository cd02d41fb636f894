import type {LineToken} from './normalizeTokens';
import {normalizeTokens} from './normalizeTokens';
import {codeLinesHtml, type LineNumberClasses} from './linesHtml';
import {codeThemeClasses, type CodeThemes} from './tokenClasses';

export type CodeHtmlInput = {
  code: string;
  language: string;
  themes: CodeThemes;
  lineClassNames: Record<number, string[]>;
  lineNumbers?: LineNumberClasses;
};

const isPlainText = ({types, empty}: LineToken) => !empty && types.length === 1 && types[0] === 'plain';

/** Lines of tokens as the HTML of a code block's lines, coloured for both colour modes by `themes`' classes. */
export function tokensHtml(lines: LineToken[][], {language, themes, lineClassNames, lineNumbers}: CodeHtmlInput): string {
  const classes = codeThemeClasses(themes);
  const lowerCase = language.toLowerCase();
  return codeLinesHtml({
    lines,
    tokenAttributes: (token) => (isPlainText(token) ? undefined : classes.token(token, lowerCase)),
    lineClassNames,
    lineNumbers,
  });
}

/** The code unhighlighted, in the same line markup: shown until the highlighter has arrived. */
export function plainCodeHtml(input: CodeHtmlInput): string {
  return tokensHtml(normalizeTokens([input.code]), input);
}
