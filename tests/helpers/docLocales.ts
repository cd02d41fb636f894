import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from './processes';

/**
 * The 4.x docs of each locale, with the one way that locale writes the default of an option, so the API tests run
 * the same checks on every edition. Headings are matched by their `{#id}` (the English one in every locale) or by
 * their code (a signature or an option name, never translated); only the "default" line is written in words.
 */
export type DocLocale = {
  label: string;
  /** The 4.x docs folder, relative to the repository. */
  dir: string;
  /** The line giving an option's default, as the locale's style guide writes it; group 1 is the value. */
  defaultLine: RegExp;
  /** Any line that looks like a default line, however it is spelled: each one must match `defaultLine`. */
  defaultLike: RegExp;
  /** An edition whose 4.x docs are being translated: a page is checked once its file exists. */
  inProgress?: true;
};

export const docLocales: DocLocale[] = [
  {
    label: 'English',
    dir: 'docs',
    defaultLine: /^Default value: (.+?)\s*$/,
    defaultLike: /^[*_\s]*default(?: value)?[*_\s]*[:：]/i,
  },
  {
    label: 'pt-br',
    dir: 'i18n/pt-br/docusaurus-plugin-content-docs/current',
    defaultLine: /^Valor padrão: (.+?)\s*$/,
    defaultLike: /^[*_\s]*(?:valor )?padr[ãa]o[*_\s]*[:：]/i,
  },
  {
    // i18n/fr/STYLE.md: "Valeur par défaut :", with U+00A0 before the colon
    label: 'fr',
    dir: 'i18n/fr/docusaurus-plugin-content-docs/current',
    defaultLine: /^Valeur par défaut\u00a0: (.+?)\s*$/,
    defaultLike: /^[*_\s]*(?:valeur )?par d[ée]faut[*_\s\u00a0\u202f]*[:：]/i,
  },
  {
    // i18n/zh-CN/STYLE.md: "默认值：" with a full-width colon, then the value
    label: 'zh-CN',
    dir: 'i18n/zh-CN/docusaurus-plugin-content-docs/current',
    defaultLine: /^默认值：(?!\s)(.+?)\s*$/,
    defaultLike: /^[*_\s]*默认值?[*_\s]*[:：]/,
  },
  {
    // i18n/es/STYLE.md: "Valor predeterminado:", never "por defecto"
    label: 'es',
    dir: 'i18n/es/docusaurus-plugin-content-docs/current',
    defaultLine: /^Valor predeterminado: (.+?)\s*$/,
    defaultLike: /^[*_\s]*(?:valor )?(?:predeterminado|por defecto)[*_\s]*[:：]/i,
    inProgress: true,
  },
];

/**
 * The locales whose copy of a 4.x doc (`server-options.md`) the API tests check: every complete edition (a missing
 * page fails), and an edition in progress once it has that page.
 */
export function docLocalesWithPage(page: string): DocLocale[] {
  return docLocales.filter((locale) => !locale.inProgress || fs.existsSync(path.join(repoRoot, locale.dir, page)));
}

/** The heading id of an event's entry: `event-connect`, or `event-connect-1` when several classes emit it. */
export const eventId = (name: string) => new RegExp(`^event-${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:-\\d+)?$`);

/** Lines outside code blocks that look like a default line but are not in the locale's form, with their number. */
export function misspelledDefaultLines(file: string, {defaultLine, defaultLike}: DocLocale): string[] {
  let inFence = false;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      return !inFence && defaultLike.test(line) && !defaultLine.test(line) ? [`line ${index + 1}: ${line}`] : [];
    });
}
