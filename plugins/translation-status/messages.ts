import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions} from '@docusaurus/babel';
import {globTranslatableSourceFiles} from '@docusaurus/utils';
import {readDefaultCodeTranslationMessages} from '@docusaurus/theme-translations';
import {processCache} from './processCache';

/**
 * Where the site's own interface messages are written (`<Translate>`, `translate()`): `src/` and the themes of its
 * plugins, as `docusaurus write-translations` reads them. Theme-classic's own messages are not here: their English
 * changes only with a Docusaurus upgrade (see README).
 */
export function messageSourceDirs(siteDir: string): string[] {
  const pluginsDir = path.join(siteDir, 'plugins');
  const themes = fs.existsSync(pluginsDir)
    ? fs.readdirSync(pluginsDir).map((name) => path.join(pluginsDir, name, 'theme')).filter((dir) => fs.existsSync(dir))
    : [];
  return [path.join(siteDir, 'src'), ...themes];
}

/** The English messages of the site's interface, by id: what `code.json` translates. Extracted as Docusaurus does. */
export async function englishMessages(siteDir: string): Promise<Record<string, string>> {
  const files = await globTranslatableSourceFiles(messageSourceDirs(siteDir));
  const extracted = await extractAllSourceCodeFileTranslations(files, getBabelOptions({isServer: true}));
  const messages: Record<string, string> = {};
  for (const {translations} of extracted) for (const [id, {message}] of Object.entries(translations)) messages[id] = message;
  return messages;
}

/**
 * `englishMessages`, with each file's messages kept until the file changes (its size or modification time): the dev
 * server asks on every content save, and parsing every source file again took 0.15 s of the 0.6 s each save spent in
 * the status page (plugins/dev-server README).
 */
const messagesByFile = processCache<string, {stamp: string; messages: Record<string, string>}>('messages-by-file');
export async function englishMessagesCached(siteDir: string): Promise<Record<string, string>> {
  const files = await globTranslatableSourceFiles(messageSourceDirs(siteDir));
  const stamps = new Map(files.map((file) => {
    const stat = fs.statSync(file);
    return [file, `${stat.size}:${stat.mtimeMs}`];
  }));
  const stale = files.filter((file) => messagesByFile.get(file)?.stamp !== stamps.get(file));
  const extracted = await extractAllSourceCodeFileTranslations(stale, getBabelOptions({isServer: true}));
  stale.forEach((file, i) => {
    const messages = Object.fromEntries(Object.entries(extracted[i]!.translations).map(([id, {message}]) => [id, message]));
    messagesByFile.set(file, {stamp: stamps.get(file)!, messages});
  });
  return Object.assign({}, ...files.map((file) => messagesByFile.get(file)!.messages)) as Record<string, string>;
}

/**
 * The English messages of another version of the tree: `files` maps site-relative paths (of `src/` and
 * `plugins/<name>/theme/`) to their content, written to a scratch folder and extracted from there.
 */
export async function englishMessagesOf(files: Map<string, string>): Promise<Record<string, string>> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'translation-status-'));
  try {
    for (const [file, content] of files) {
      fs.mkdirSync(path.dirname(path.join(scratch, file)), {recursive: true});
      fs.writeFileSync(path.join(scratch, file), content);
    }
    return await englishMessages(scratch);
  } finally {
    fs.rmSync(scratch, {recursive: true, force: true});
  }
}

/**
 * The ids Docusaurus translates itself in `locale` (@docusaurus/theme-translations: the theme's and the search
 * modal's messages). The site's search plugin reuses them: one that code.json does not override is Docusaurus's
 * translation, not one of this edition to track.
 */
export async function docusaurusTranslatedIds(locale: string): Promise<Set<string>> {
  const names = ['theme-common', 'theme-search-algolia'];
  const messages = await Promise.all(names.map((name) => readDefaultCodeTranslationMessages({locale, name})));
  return new Set(messages.flatMap((m) => Object.keys(m)));
}
