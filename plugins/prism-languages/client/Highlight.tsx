import {useCallback, useMemo, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';
import {Prism} from './prism';
import {normalizeTokens, type LineToken} from './normalizeTokens';

type Style = CSSProperties;
type LineProps = {line: LineToken[]; className?: string; style?: Style; [key: string]: unknown};
type TokenProps = {token: LineToken; className?: string; style?: Style; [key: string]: unknown};

export type RenderProps = {
  tokens: LineToken[][];
  className: string;
  style: Style;
  getLineProps: (input: LineProps) => {className: string; style?: Style; [key: string]: unknown};
  getTokenProps: (input: TokenProps) => {className: string; children: string; style?: Style; [key: string]: unknown};
};

export type HighlightProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: typeof Prism;
  children: (props: RenderProps) => ReactElement;
};

/** The theme as styles by token type, restricted to the entries meant for `language`. */
function stylesByType(theme: PrismTheme, language: string): Record<string, Style> {
  const styles: Record<string, Style> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles[type] = {...styles[type], ...(entry.style as Style)};
  }
  styles.root = theme.plain as Style;
  styles.plain = {...(theme.plain as Style), backgroundColor: undefined};
  return styles;
}

/** Tokenizes `code` once per code, language and Prism instance (a code block re-renders when its wrap button is used). */
export function useTokenize({prism, code, language}: {prism: typeof Prism; code: string; language: string}): LineToken[][] {
  return useMemo(() => {
    const grammar = prism.languages[language];
    if (!grammar) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(env.code, env.grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [prism, code, language]);
}

/**
 * What Docusaurus's code block calls as prism-react-renderer's `<Highlight>`: the same render props and
 * markup, highlighted by {@link Prism} with only the docs' grammars.
 */
export function Highlight({code, language: requested, theme, prism = Prism, children}: HighlightProps): ReactElement {
  const language = requested.toLowerCase();
  const styles = useMemo(() => stylesByType(theme, language), [theme, language]);
  const tokens = useTokenize({prism, code, language});

  const getLineProps = useCallback<RenderProps['getLineProps']>(
    ({line: _line, className, style, ...rest}) => ({
      ...rest,
      className: clsx('token-line', className),
      style: style ? {...styles.plain, ...style} : styles.plain,
    }),
    [styles],
  );

  const getTokenProps = useCallback<RenderProps['getTokenProps']>(
    ({token, className, style, ...rest}) => {
      const own = tokenStyle(styles, token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? {...own, ...style} : own,
      };
    },
    [styles],
  );

  return children({tokens, className: `prism-code language-${language}`, style: styles.root ?? {}, getLineProps, getTokenProps});
}

/** Text outside any token takes the block's colour; an empty line is an inline block so that it keeps its height. */
function tokenStyle(styles: Record<string, Style>, {types, empty}: LineToken): Style | undefined {
  const block: Style | undefined = empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && types[0] === 'plain') return block;
  if (types.length === 1 && empty) return styles[types[0]!];
  return Object.assign({}, block, ...types.map((type) => styles[type]));
}
