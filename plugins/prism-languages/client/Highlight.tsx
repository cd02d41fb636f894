import {useCallback, useMemo, type ReactElement} from 'react';
import type {PrismTheme} from 'prism-react-renderer';
import {Prism} from './prism';
import type {LineToken} from './normalizeTokens';
import {lineProps, stylesByType, tokenProps, type LineProps, type LinePropsInput, type Style, type TokenProps, type TokenPropsInput} from './themeStyles';
import {tokenize} from './tokenize';

export type RenderProps = {
  tokens: LineToken[][];
  className: string;
  style: Style;
  getLineProps: (input: LinePropsInput) => LineProps;
  getTokenProps: (input: TokenPropsInput) => TokenProps;
};

export type HighlightProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: typeof Prism;
  children: (props: RenderProps) => ReactElement;
};

/** Tokenizes `code` once per code, language and Prism instance. */
export function useTokenize({prism, code, language}: {prism: typeof Prism; code: string; language: string}): LineToken[][] {
  return useMemo(() => tokenize(prism, code, language), [prism, code, language]);
}

/**
 * prism-react-renderer's `<Highlight>`: the same render props and markup, highlighted by {@link Prism} with only
 * the docs' grammars.
 */
export function Highlight({code, language: requested, theme, prism = Prism, children}: HighlightProps): ReactElement {
  const language = requested.toLowerCase();
  const styles = useMemo(() => stylesByType(theme, language), [theme, language]);
  const tokens = useTokenize({prism, code, language});
  const getLineProps = useCallback((input: LinePropsInput) => lineProps(styles, input), [styles]);
  const getTokenProps = useCallback((input: TokenPropsInput) => tokenProps(styles, input), [styles]);
  return children({tokens, className: `prism-code language-${language}`, style: styles.root ?? {}, getLineProps, getTokenProps});
}
