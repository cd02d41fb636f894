import {tokensHtml, type CodeHtmlInput} from './codeHtml';
import {Prism} from './prism';
import {tokenize} from './tokenize';

/** A code block's lines as HTML, highlighted by the lean Prism: what the server renders. */
export function highlightedCodeHtml(input: CodeHtmlInput): string {
  return tokensHtml(tokenize(Prism, input.code, input.language.toLowerCase()), input);
}
