import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from '../helpers/processes';

// Every translated edition keeps its conventions in i18n/<locale>/STYLE.md, with a list of forbidden variants. The
// fewest pages each edition has, so that pages moved out of its folder cannot pass unchecked: es translates the
// interface first, and its pages as they come.
// The interface's messages (code.json, navbar, footer…) are checked too where the edition's were written to its
// guide: the fr and zh-CN messages predate their lists ("salon de chat", spaces before ":", 您).
const editions: {locale: string; minPages: number; interfaceChecked: boolean}[] = [
  {locale: 'pt-br', minPages: 60, interfaceChecked: true},
  {locale: 'fr', minPages: 60, interfaceChecked: false},
  {locale: 'zh-CN', minPages: 60, interfaceChecked: false},
  {locale: 'es', minPages: 0, interfaceChecked: true},
];
const styleGuideOf = (locale: string) => path.join(repoRoot, 'i18n', locale, 'STYLE.md');

type Rule = {pattern: string; regex: RegExp; preferred: string};

// JavaScript's \b knows only ASCII letters: "à" or "ecrã" would never have one. A boundary between a letter (any
// script, accented or not), digit or underscore and anything else.
const word = '[\\p{L}\\p{N}_]';
const unicodeBoundary = `(?:(?<=${word})(?!${word})|(?<!${word})(?=${word}))`;

/** The rules of STYLE.md's "Forbidden variants" section: the fenced block under that heading, `regex => preferred` a line. */
function forbiddenVariants(markdown: string): Rule[] {
  const section = markdown.split(/^## Forbidden variants\s*$/m)[1];
  if (section === undefined) throw new Error('STYLE.md has no "## Forbidden variants" section');
  const block = section.match(/^```\w*\n([\s\S]*?)^```/m)?.[1];
  if (block === undefined) throw new Error('the "Forbidden variants" section has no fenced block');
  return block
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const separator = line.indexOf(' => ');
      if (separator < 0) throw new Error(`not a "regex => preferred" rule: ${line}`);
      const pattern = line.slice(0, separator).trim();
      const preferred = line.slice(separator + 4).trim();
      const regex = new RegExp(pattern.replace(/(?<!\\)\\b/g, unicodeBoundary), 'giu');
      return {pattern, regex, preferred};
    });
}

/**
 * The prose of a Markdown page, with the same line numbers: fenced code blocks, inline code, HTML comments, link
 * and image targets, heading ids and MDX import/export lines are blanked. Front matter stays (title and
 * description are shown to readers).
 */
function proseOf(markdown: string): string {
  const lines = markdown.split('\n');
  let fence: string | undefined;
  const kept = lines.map((line) => {
    const marker = line.match(/^\s*(`{3,}|~{3,})/)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      return '';
    }
    if (marker) {
      fence = marker;
      return '';
    }
    if (/^(import|export)\s/.test(line)) return '';
    return line;
  });
  return kept
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(`+)[^`\n][\s\S]*?\1/g, (code) => code.replace(/[^\n]/g, ' '))
    .replace(/\]\([^)\n]*\)/g, ']')
    .replace(/\{#[\w-]+\}/g, '');
}

type Finding = {line: number; text: string; preferred: string};

function findingsIn(markdown: string, rules: Rule[]): Finding[] {
  const lines = proseOf(markdown).split('\n');
  return lines.flatMap((line, index) =>
    rules.flatMap((rule) => [...line.matchAll(rule.regex)].map((match) => ({line: index + 1, text: match[0], preferred: rule.preferred}))),
  );
}

/** The interface's messages of a locale: code.json and the JSON files of the theme and the plugins, by file and id. */
function interfaceMessages(localeDir: string): {where: string; text: string}[] {
  const jsonFiles = (dir: string): string[] =>
    fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      // code.sources.json holds the translation records (plugins/translation-status), search-keywords.json the
      // words readers type for a page (plugins/local-search), as they type them: neither is a message of ours.
      return entry.isDirectory() ? jsonFiles(full) : entry.name.endsWith('.json') && !['code.sources.json', 'search-keywords.json'].includes(entry.name) ? [full] : [];
    });
  return jsonFiles(localeDir).flatMap((file) =>
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>).map(([id, {message}]) => ({
      where: `${path.relative(repoRoot, file)} ${id}`,
      text: message,
    })),
  );
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? markdownFiles(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

const rules = forbiddenVariants(fs.readFileSync(styleGuideOf('pt-br'), 'utf8'));

test('STYLE.md lists the forbidden variants the edition has decided against', () => {
  const patterns = rules.map((rule) => rule.pattern).join('\n');
  for (const decided of ['motor', 'tratador', 'callback', 'transmitindo eventos', 'adicionad', 'ficheiro']) {
    assert.match(patterns, new RegExp(decided), `no rule about "${decided}"`);
  }
});

test('a rule matches in prose only, with accented words as words', () => {
  const page = [
    '---',
    'title: Transmitindo eventos',
    '---',
    'Passe uma callback para `socket.emit("uma callback")`:',
    '',
    '```js',
    '// a callback de confirmação',
    '```',
    '',
    'Veja [o guia](../a-callback.md) e à callback. <!-- a callback -->',
    'Adicionada na versão 4.6.0; disponível a partir da 4.6.0; no ecrã.',
  ].join('\n');
  assert.deepEqual(
    findingsIn(page, rules).map(({line, text}) => `${line}: ${text}`),
    ['2: Transmitindo eventos', '4: uma callback', '10: à callback', '11: Adicionada na versão', '11: disponível a partir da ', '11: ecrã'],
  );
  assert.deepEqual(findingsIn('Use o callback; chame os callbacks; disponível a partir da versão 4.6.0.', rules), []);
});

const esRules = forbiddenVariants(fs.readFileSync(styleGuideOf('es'), 'utf8'));

test('the es rules catch usted, regionalisms, calques, gender, gerund headings and missing opening marks', () => {
  const page = [
    '---',
    'title: Emitiendo eventos',
    '---',
    'Usted puede instalar la librería con `npm install "por defecto"`.',
    'Consulte la documentación. Pasa la callback al servidor; el ordenador retorna un valor por defecto.',
    'Cómo funciona?',
    'Listo : falta algo ; sí ?',
    '## Cuando el cliente se desconecta {#when}',
    'Vosotros podéis usar el fichero. Sólo hace falta difundir el evento con un «acknowledgement».',
  ].join('\n');
  assert.deepEqual(
    findingsIn(page, esRules).map(({line, text}) => `${line}: ${text.trim()}`),
    [
      '2: title: Emitiendo',
      '4: Usted',
      '4: librería',
      '5: Consulte',
      '5: la callback',
      '5: por defecto',
      '5: retorna',
      '5: ordenador',
      '6: Cómo funciona?',
      '7: :',
      '7: ;',
      '7: ?',
      '9: Vosotros',
      '9: podéis',
      '9: acknowledgement',
      '9: fichero',
      '9: Sólo',
      '9: «',
      '9: »',
    ],
  );
  const fine = [
    '¿Cómo funciona? Usa el callback; el servidor devuelve el valor predeterminado. ¡Listo!',
    'Para que el cliente use WebSocket, consulta la sala (room) y el acuse de recibo (acknowledgement).',
    '## Cuando el cliente se desconecta {#when}',
    '## Comandos útiles {#commands}',
    'Ustedes pueden difundir un evento a todos los clientes con `io.emit("hello")`.',
    'Crea `index.js`: el código en línea, borrado antes de la revisión, no deja un espacio antes de los dos puntos.',
  ].join('\n');
  assert.deepEqual(findingsIn(fine, esRules), []);
});

for (const {locale, minPages, interfaceChecked} of editions) {
  const localeDir = path.join(repoRoot, 'i18n', locale);
  const localeRules = () => forbiddenVariants(fs.readFileSync(styleGuideOf(locale), 'utf8'));

  test(`no ${locale} page uses a forbidden variant (i18n/${locale}/STYLE.md)`, () => {
    const rulesOfLocale = localeRules();
    assert.ok(rulesOfLocale.length > 0, `i18n/${locale}/STYLE.md lists no forbidden variant`);
    const pages = ['docusaurus-plugin-content-docs', 'docusaurus-plugin-content-blog', 'docusaurus-plugin-content-pages'].flatMap((dir) =>
      markdownFiles(path.join(localeDir, dir)),
    );
    assert.ok(pages.length >= minPages, `only ${pages.length} ${locale} pages found`);
    const report = pages.flatMap((file) =>
      findingsIn(fs.readFileSync(file, 'utf8'), rulesOfLocale).map(
        ({line, text, preferred}) => `${path.relative(repoRoot, file)}:${line}: "${text.trim()}" → ${preferred}`,
      ),
    );
    assert.deepEqual(report, []);
  });

  if (!interfaceChecked) continue;
  test(`no ${locale} interface message uses a forbidden variant (code.json, navbar, footer, sidebars, blog)`, () => {
    const rulesOfLocale = localeRules();
    const messages = interfaceMessages(localeDir);
    assert.ok(messages.length > 150, `only ${messages.length} ${locale} interface messages found`);
    const report = messages.flatMap(({where, text}) =>
      findingsIn(text, rulesOfLocale).map((finding) => `${where}: "${finding.text.trim()}" → ${finding.preferred}`),
    );
    assert.deepEqual(report, []);
  });
}
