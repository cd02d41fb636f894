import type {LlmsTxtMessages} from './messages';
import type {Outline, Section} from './outline';
import type {Twin} from './toMarkdown';

export type TwinEntry = {twin: Twin; url: string};

/** The one-line description of an entry: the page's description on one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Square brackets in a link's text would end it early. */
const linkText = (text: string) => text.replace(/([[\]\\])/g, '\\$1');

function entryLine(entry: TwinEntry, suffix?: string): string {
  const title = suffix ? `${entry.twin.title} (${suffix})` : entry.twin.title;
  const description = oneLine(entry.twin.description);
  return `- [${linkText(title)}](${entry.url})${description ? `: ${description}` : ''}`;
}

function header(siteTitle: string, messages: LlmsTxtMessages): string {
  return `# ${siteTitle}\n\n> ${oneLine(messages.summary)}\n\n${oneLine(messages.details)}\n`;
}

/**
 * A locale's llms.txt, as llmstxt.org describes it: the site's title, its summary as a blockquote, a paragraph,
 * then one H2 section per group of pages, each page a link to its Markdown twin with its description; the older
 * docs versions in the "Optional" section, which an assistant may skip when its context is short.
 */
export function renderLlmsTxt(siteTitle: string, messages: LlmsTxtMessages, outline: Outline, entryOf: (route: string) => TwinEntry | undefined): string {
  const lines = (section: Section) =>
    section.routes.flatMap((route) => {
      const entry = entryOf(route);
      return entry ? [entryLine(entry, section.suffix)] : [];
    });
  const blocks = [header(siteTitle, messages)];
  for (const section of outline.sections) {
    const items = lines(section);
    if (items.length > 0) blocks.push(`## ${section.title}\n\n${items.join('\n')}\n`);
  }
  const optional = outline.optional.flatMap(lines);
  if (optional.length > 0) blocks.push(`## Optional\n\n${optional.join('\n')}\n`);
  return blocks.join('\n');
}

/** A locale's llms-full.txt: the same header, then every twin of the latest docs whole, front matter included, in reading order. */
export function renderLlmsFullTxt(siteTitle: string, messages: LlmsTxtMessages, outline: Outline, entryOf: (route: string) => TwinEntry | undefined): string {
  const twins = outline.full.map(entryOf).filter((entry): entry is TwinEntry => entry !== undefined);
  return [header(siteTitle, messages), ...twins.map((entry) => entry.twin.markdown)].join('\n');
}
