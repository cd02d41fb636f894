import type {CSSProperties} from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';
import type {LineToken} from './normalizeTokens';

export type Style = CSSProperties;
export type LinePropsInput = {line: LineToken[]; className?: string; style?: Style; [key: string]: unknown};
export type TokenPropsInput = {token: LineToken; className?: string; style?: Style; [key: string]: unknown};
export type LineProps = {className: string; style?: Style; [key: string]: unknown};
export type TokenProps = {className: string; children: string; style?: Style; [key: string]: unknown};

export type ThemeStyles = Record<string, Style>;

/** The theme as styles by token type (`root` for the block, `plain` for lines), restricted to `language`'s entries. */
export function stylesByType(theme: PrismTheme, language: string): ThemeStyles {
  const styles: ThemeStyles = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language)) continue;
    for (const type of entry.types) styles[type] = {...styles[type], ...(entry.style as Style)};
  }
  styles.root = theme.plain as Style;
  styles.plain = {...(theme.plain as Style), backgroundColor: undefined};
  return styles;
}

/** Text outside any token takes the block's colour; an empty line is an inline block so that it keeps its height. */
export function tokenStyle(styles: ThemeStyles, {types, empty}: LineToken): Style | undefined {
  const block: Style | undefined = empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && types[0] === 'plain') return block;
  if (types.length === 1 && empty) return styles[types[0]!];
  return Object.assign({}, block, ...types.map((type) => styles[type]));
}

/** A line's props: prism-react-renderer's `getLineProps`. */
export function lineProps(styles: ThemeStyles, {line: _line, className, style, ...rest}: LinePropsInput): LineProps {
  return {...rest, className: clsx('token-line', className), style: style ? {...styles.plain, ...style} : styles.plain};
}

/** A token's props: prism-react-renderer's `getTokenProps`. */
export function tokenProps(styles: ThemeStyles, {token, className, style, ...rest}: TokenPropsInput): TokenProps {
  const own = tokenStyle(styles, token);
  return {...rest, className: clsx('token', ...token.types, className), children: token.content, style: style ? {...own, ...style} : own};
}
