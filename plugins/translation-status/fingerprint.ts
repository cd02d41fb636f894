import {createHash} from 'node:crypto';
import yaml from 'js-yaml';
import {processCache} from './processCache';

/** The front matter fields a reader sees as text (the page's title, its sidebar label, its meta description). */
export const translatableFields = ['title', 'sidebar_label', 'description'] as const;

const frontMatterPattern = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** A Markdown file split into its front matter (raw YAML, '' when none) and its body. */
export function splitFrontMatter(markdown: string): {frontMatter: string; body: string} {
  const text = markdown.replace(/^\uFEFF/, '');
  const match = frontMatterPattern.exec(text);
  return match ? {frontMatter: match[1]!, body: text.slice(match[0].length)} : {frontMatter: '', body: text};
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The front matter's fields; an invalid YAML (which Docusaurus would refuse, or an old commit's) read line by line. */
function frontMatterData(frontMatter: string): Record<string, unknown> | undefined {
  if (!frontMatter) return undefined;
  try {
    const data = yaml.load(frontMatter);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return Object.fromEntries([...frontMatter.matchAll(/^([\w-]+):[ \t]*(.*)$/gm)].map((m) => [m[1], m[2]]));
  }
}

/**
 * The text of an English page that a translation translates: its body and the front matter fields a reader sees,
 * with every run of whitespace made one space. Slugs, tags, authors, dates, sidebar positions and the like are not
 * text to translate: editing them leaves every translation fresh, as does re-wrapping lines or re-indenting code.
 */
export function translatableText(markdown: string): string {
  const {frontMatter, body} = splitFrontMatter(markdown);
  const data = frontMatterData(frontMatter);
  const fields = translatableFields.map((key) => (typeof data?.[key] === 'string' ? `${key}: ${normalise(data[key] as string)}` : ''));
  return [...fields, normalise(body)].join('\n');
}

/** Twelve hex digits (48 bits) of a SHA-256: short enough for a front matter line, far from any collision here. */
export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** The fingerprint of an English Markdown source, which its translations record (`source_fingerprint`). */
export function fingerprint(markdown: string): string {
  let value = fingerprints.get(markdown);
  if (value === undefined) {
    if (fingerprints.size >= 20_000) fingerprints.clear();
    fingerprints.set(markdown, (value = hashText(translatableText(markdown))));
  }
  return value;
}

// By text: the status page fingerprints every English page once per locale, and again on each save in the dev server.
const fingerprints = processCache<string, string>('fingerprints');

/** The fingerprint of one English interface message (a `<Translate>` default of `src/`). */
export function messageFingerprint(message: string): string {
  return hashText(normalise(message));
}

export const fingerprintPattern = /^[0-9a-f]{12}$/;
