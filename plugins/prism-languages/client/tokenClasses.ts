import type {PrismTheme} from 'prism-react-renderer';
import type {LineToken} from './normalizeTokens';
import {styleAttribute} from './linesHtml';
import {stylesByType, tokenStyle, type Style, type ThemeStyles} from './themeStyles';

/** The Prism theme of each colour mode (the site's `prism.theme` and `prism.darkTheme`). */
export type CodeThemes = {light: PrismTheme; dark: PrismTheme};

/** A token span's `class` and, when something is left inline, `style`. */
export type TokenAttributes = {className: string; style?: string};

type Mode = keyof CodeThemes;
const modes: Mode[] = ['light', 'dark'];
const prefixes: Record<Mode, string> = {light: 'tl', dark: 'td'};

/** A style's declarations as they would be written in a `style` attribute (`color:#00009f`). */
function declarations(style: Style | undefined): string[] {
  const css = styleAttribute(style);
  return css ? css.split(';') : [];
}

/**
 * The classes standing for every declaration a token can get from each colour mode's theme: `tl0`, `tl1`... for
 * the light theme, `td0`... for the dark one, numbered in the order the theme lists them.
 *
 * A token's colours are the theme's styles of its types merged in order (prism-react-renderer's rule: the
 * innermost type wins), which CSS rules keyed by type cannot express. So each token gets the classes of the
 * declarations its merged style ends up with, one set per colour mode, and the stylesheet applies the set of
 * the mode on the page. Its markup is then the same in both modes: a page in dark mode is coloured right from
 * its first paint, and a toggle restyles the code without rendering it again.
 */
export class CodeThemeClasses {
  private readonly names: Record<Mode, Map<string, string>>;
  private readonly styles = new Map<string, Record<Mode, ThemeStyles>>();
  private readonly cache = new Map<string, TokenAttributes>();

  constructor(readonly themes: CodeThemes) {
    this.names = {light: new Map(), dark: new Map()};
    for (const mode of modes) {
      for (const entry of themes[mode].styles) {
        for (const declaration of declarations(entry.style as Style)) {
          if (!this.names[mode].has(declaration)) this.names[mode].set(declaration, `${prefixes[mode]}${this.names[mode].size}`);
        }
      }
    }
  }

  private stylesFor(language: string): Record<Mode, ThemeStyles> {
    let styles = this.styles.get(language);
    if (!styles) {
      styles = {light: stylesByType(this.themes.light, language), dark: stylesByType(this.themes.dark, language)};
      this.styles.set(language, styles);
    }
    return styles;
  }

  /**
   * The attributes giving `token` its colours in both modes, after its `token <types>` classes. What no class
   * stands for stays inline: an empty line's `display:inline-block`, which is not the theme's (see normalizeTokens).
   */
  token(token: LineToken, language: string): TokenAttributes {
    const key = `${language}\u0000${token.types.join(' ')}\u0000${token.empty ? 1 : 0}`;
    let attributes = this.cache.get(key);
    if (!attributes) {
      const styles = this.stylesFor(language);
      const classes = ['token', ...token.types];
      const inline = new Set<string>();
      for (const mode of modes) {
        for (const declaration of declarations(tokenStyle(styles[mode], token))) {
          const name = this.names[mode].get(declaration);
          if (name) classes.push(name);
          else inline.add(declaration);
        }
      }
      attributes = inline.size > 0 ? {className: classes.join(' '), style: [...inline].join(';')} : {className: classes.join(' ')};
      this.cache.set(key, attributes);
    }
    return attributes;
  }

  /** The stylesheet: each mode's declarations by class, and each mode's block colours. */
  css(): string {
    const rules: string[] = [];
    for (const mode of modes) {
      const scope = `[data-theme=${mode}]`;
      const {plain} = this.themes[mode];
      // !important: theme-classic's code block container also sets these, inline, for the mode the page was
      // rendered in (light, on the server); the mode on the page must win before React updates them.
      rules.push(
        `${scope} .theme-code-block{${declarations({'--prism-color': plain.color, '--prism-background-color': plain.backgroundColor} as Style).map((declaration) => `${declaration}!important`).join(';')}}`,
      );
      for (const [declaration, name] of this.names[mode]) rules.push(`${scope} .${name}{${declaration}}`);
    }
    rules.push('.theme-code-block pre.prism-code{color:var(--prism-color);background-color:var(--prism-background-color)}');
    return `${rules.join('\n')}\n`;
  }
}

/** The `prism` entry of the theme config: the themes code is coloured with. */
export type PrismThemeConfig = {theme: PrismTheme; darkTheme?: PrismTheme};

const themesByConfig = new WeakMap<PrismThemeConfig, CodeThemes>();

/** The themes of each colour mode (the light one for both when there is no dark theme), one object per config. */
export function codeThemes(prism: PrismThemeConfig): CodeThemes {
  let themes = themesByConfig.get(prism);
  if (!themes) {
    themes = {light: prism.theme, dark: prism.darkTheme ?? prism.theme};
    themesByConfig.set(prism, themes);
  }
  return themes;
}

const instances = new WeakMap<CodeThemes, CodeThemeClasses>();

/** The classes of `themes`, built once per themes object. */
export function codeThemeClasses(themes: CodeThemes): CodeThemeClasses {
  let classes = instances.get(themes);
  if (!classes) {
    classes = new CodeThemeClasses(themes);
    instances.set(themes, classes);
  }
  return classes;
}
