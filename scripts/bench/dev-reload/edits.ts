import fs from 'node:fs';
import path from 'node:path';
import {i18n} from '../../../config/locales';

/** One kind of save an author or translator makes, and the page that must show it. */
export type Edit = {
  kind: string;
  /** The dev server it is measured on (`npm run dev -- --locale <locale>`). */
  locale: string;
  /** The file saved, from the site's root. */
  file: string;
  /** The page open beside the editor, from the locale's base URL. */
  page: string;
  /** The file's text with `marker` added where the page shows it. */
  apply: (text: string, marker: string) => string;
};

/** `text` with `insertion` right after the first `anchor`; throws when the anchor is gone (the content changed). */
function after(text: string, anchor: string, insertion: string, file: string): string {
  const at = text.indexOf(anchor);
  if (at < 0) throw new Error(`dev-reload: "${anchor}" is no longer in ${file}; update scripts/bench/dev-reload/edits.ts`);
  return text.slice(0, at + anchor.length) + insertion + text.slice(at + anchor.length);
}

/** A paragraph at the end of a Markdown page. */
const paragraph = (text: string, marker: string) => `${text.trimEnd()}\n\n${marker}\n`;

/** The message of one code translation. */
const message = (key: string) => (text: string, marker: string) => {
  const messages = JSON.parse(text) as Record<string, {message: string}>;
  if (!messages[key]) throw new Error(`dev-reload: no "${key}" in code.json`);
  messages[key].message += ` ${marker}`;
  return `${JSON.stringify(messages, null, 2)}\n`;
};

const ptBrDocs = 'i18n/pt-br/docusaurus-plugin-content-docs';

/** In order: the pt-br server first (`npm run dev`), then each other locale's. */
export const edits: Edit[] = [
  {kind: 'translated doc (pt-br)', locale: 'pt-br', file: `${ptBrDocs}/current/rooms.mdx`, page: 'docs/v4/rooms/', apply: paragraph},
  {
    kind: 'sample file shown with file=',
    locale: 'pt-br',
    file: 'examples/rooms/server.js',
    page: 'docs/v4/rooms/',
    // Inside the region the page shows (`file=examples/rooms/server.js#channels`).
    apply: (text, marker) => after(text, '// #region channels\n', `  // ${marker}\n`, 'examples/rooms/server.js'),
  },
  {
    kind: 'figure (SVG)',
    locale: 'pt-br',
    file: 'static/images/diagrams/rooms.pt-br.svg',
    page: 'docs/v4/rooms/',
    // The figure's first label: the page inlines the SVG (an MDX import), so its text is the page's.
    apply: (text, marker) => {
      const label = text.match(/<text\b[^>]*>/);
      if (!label) throw new Error('dev-reload: rooms.pt-br.svg has no <text> label any more');
      return after(text, label[0], `${marker} `, 'rooms.pt-br.svg');
    },
  },
  {kind: 'blog post (pt-br)', locale: 'pt-br', file: 'i18n/pt-br/docusaurus-plugin-content-blog/2020-11-05-socket-io-3-release.md', page: 'blog/socket-io-3-release/', apply: paragraph},
  {kind: 'how-to page (pt-br)', locale: 'pt-br', file: 'i18n/pt-br/docusaurus-plugin-content-pages/how-to/use-with-jwt.md', page: 'how-to/use-with-jwt/', apply: paragraph},
  {kind: 'code.json string (pt-br)', locale: 'pt-br', file: 'i18n/pt-br/code.json', page: 'docs/v4/rooms/', apply: message('theme.docs.paginator.next')},
  {
    kind: 'sidebar label (pt-br current.json)',
    locale: 'pt-br',
    file: `${ptBrDocs}/current.json`,
    page: 'docs/v4/rooms/',
    apply: message('sidebar.main.category.Events'),
  },
  {
    kind: 'sidebar module (config/docsStructure.ts)',
    locale: 'pt-br',
    file: 'config/docsStructure.ts',
    page: 'docs/v4/rooms/',
    // A category the sidebar shows under a new name: untranslated, the English key itself.
    apply: (text, marker) => after(text, '  Events', marker, 'config/docsStructure.ts'),
  },
  {
    kind: 'config module (config/announcementBar.ts)',
    locale: 'pt-br',
    file: 'config/announcementBar.ts',
    page: 'docs/v4/rooms/',
    apply: (text, marker) => after(after(text, "'pt-br': (link) => `Novo no blog", ` ${marker}`, 'config/announcementBar.ts'), "'pt-br': 'A documentação do Socket.IO", ` ${marker}`, 'config/announcementBar.ts'),
  },
  {kind: 'English doc', locale: 'en', file: 'docs/rooms.mdx', page: 'docs/v4/rooms/', apply: paragraph},
  // Each other edition of the site config whose rooms page is translated (fr, zh-CN, es once it is there).
  ...i18n.locales
    .filter((locale) => locale !== i18n.defaultLocale && locale !== 'pt-br')
    .map((locale): Edit => ({kind: `translated doc (${locale})`, locale, file: `i18n/${locale}/docusaurus-plugin-content-docs/current/rooms.mdx`, page: 'docs/v4/rooms/', apply: paragraph}))
    .filter((edit) => fs.existsSync(path.resolve(__dirname, '../../..', edit.file))),
];
