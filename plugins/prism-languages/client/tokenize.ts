import type Prism from 'prismjs';
import {normalizeTokens, type LineToken} from './normalizeTokens';

/** `code` as lines of tokens, with the hooks prism-react-renderer runs around tokenizing; plain text without a grammar. */
export function tokenize(prism: typeof Prism, code: string, language: string): LineToken[][] {
  const grammar = prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
