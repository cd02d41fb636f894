import fs from 'node:fs';
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {historyUrl} from '../../config/repository';
import {fingerprint} from './fingerprint';
import {formatDate, textsFor} from './notices';
import {processCache} from './processCache';
import {readRecord} from './records';
import {areaOfEnglish, pairOfTranslation} from './sources';
import {loadEnglishHistory, locateInHistory, versionsOf, type EnglishHistory} from './status';

export type NoticeOptions = {
  siteDir: string;
  /** The locale being built (Docusaurus builds one at a time). */
  locale: string;
  defaultLocale: string;
  /** The English page's URL for a translated file (absolute path), once the content is loaded. */
  englishUrlOf: (translationFile: string) => string | undefined;
  /** The English pages' Git history, read on first use; undefined without Git. */
  history?: () => EnglishHistory;
};

// On the process: a reload of the site in the dev server evaluates this module again (see processCache.ts).
const memoHistory = processCache<string, EnglishHistory>('remark-history');
function defaultHistory(siteDir: string): EnglishHistory {
  if (!memoHistory.has(siteDir)) memoHistory.set(siteDir, loadEnglishHistory(siteDir));
  return memoHistory.get(siteDir);
}

type Attribute = {type: 'mdxJsxAttribute'; name: string; value: string};
const attributes = (values: Record<string, string>): Attribute[] => Object.entries(values).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value}));

/**
 * A link as plain JSX `<a>`, marked as written by hand: MDX renders it as it is, not with the theme's Link, which would prefix the edition's
 * base URL (the English page is outside it) and send it through the edition's router. `hreflang` also tells the
 * static-content trick to leave it to the browser.
 */
function link(href: string, text: string, extra: Record<string, string> = {}) {
  return {type: 'mdxJsxTextElement', name: 'a', attributes: attributes({href, ...extra}), children: [{type: 'text', value: text}], data: explicit};
}

/** Marks JSX as written by hand, which MDX renders as the element it names rather than with the theme's component. */
const explicit = {_mdxExplicitJsx: true};

/**
 * The notice: a `<div role="note">` in JSX, which .md (CommonMark) and .mdx pages alike compile to plain HTML,
 * in the served page and after a client-side navigation.
 */
export function noticeNode(kind: 'outdated' | 'untranslated', sentence: string, links: ReturnType<typeof link>[]): RootContent {
  const children: unknown[] = [{type: 'text', value: sentence}];
  links.forEach((item, i) => children.push({type: 'text', value: i === 0 ? ' ' : ' · '}, item));
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: attributes({role: 'note', className: `translation-notice translation-notice--${kind}`}),
    children: [{type: 'paragraph', children}],
    data: explicit,
  } as unknown as RootContent;
}

/** After the imports and a leading `# title`, so that the page still opens with its title. */
function insertAtTop(tree: Root, node: RootContent): void {
  let at = 0;
  while (at < tree.children.length && tree.children[at]!.type === 'mdxjsEsm') at++;
  const first = tree.children[at];
  if (first?.type === 'heading' && first.depth === 1) at++;
  tree.children.splice(at, 0, node);
}

/** The notice a file gets in the edition being built, or undefined (English edition, fresh translation, other file). */
export function noticeFor(filePath: string, options: NoticeOptions): RootContent | undefined {
  const {siteDir, locale} = options;
  if (locale === options.defaultLocale) return undefined;
  const texts = textsFor(locale);
  const pair = pairOfTranslation(siteDir, filePath);
  if (!pair) {
    return areaOfEnglish(siteDir, filePath) ? noticeNode('untranslated', texts.untranslated, []) : undefined;
  }
  const englishFile = path.join(siteDir, pair.english);
  if (!fs.existsSync(englishFile)) return undefined;
  const current = fingerprint(fs.readFileSync(englishFile, 'utf8'));
  const recorded = readRecord(fs.readFileSync(filePath, 'utf8'));
  // No record: a translation not marked yet, which the unit test names; nothing to tell the reader.
  if (recorded === undefined || recorded === current) return undefined;
  const history = (options.history ?? (() => defaultHistory(siteDir)))();
  const change = history && locateInHistory(versionsOf(history, pair.english), current, recorded).englishChange;
  const sentence = change ? texts.outdatedOn.replace('{date}', formatDate(change.date, locale)) : texts.outdated;
  const englishUrl = options.englishUrlOf(filePath);
  const links = [
    ...(englishUrl ? [link(englishUrl, texts.readEnglish, {hrefLang: 'en'})] : []),
    link(historyUrl(pair.english), texts.whatChanged),
  ];
  return noticeNode('outdated', sentence, links);
}

/** Remark plugin: the notice at the top of an outdated translation, or of an English page shown untranslated. */
export default function remarkTranslationNotice(options: NoticeOptions) {
  return (tree: Root, file: VFile) => {
    if (!file.path) return;
    const notice = noticeFor(file.path, options);
    if (notice) insertAtTop(tree, notice);
  };
}
