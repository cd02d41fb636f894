import {createSlugger} from '@docusaurus/utils';
import {parseMarkdown} from './content';

/** Events of `events` (per section id) with no `Event: "name"` heading in their section. */
export function undocumentedEvents(bySection: Map<string, string[]>, events: Record<string, string[]>): string[] {
  return Object.entries(events).flatMap(([section, names]) =>
    names
      .filter((event) => !(bySection.get(section) ?? []).some((h) => h.startsWith(`Event: "${event}"`)))
      .map((event) => `${section}: ${event}`),
  );
}

/**
 * The ##/### headings of an API page whose id is not the slug Docusaurus (github-slugger) gives their text, so
 * that `#socketemiteventname-args-ack` lands on the same entry in every version and locale. In a translation,
 * section titles are translated while their ids are not: only the API entries are compared there.
 */
export function headingsWithoutSlugIds(file: string, isTranslation: boolean): string[] {
  const slugger = createSlugger();
  return parseMarkdown(file)
    .headings.filter((h) => h.level <= 3)
    .map((h) => ({text: h.text.replace(/\s*\{#[\w-]+\}\s*$/, ''), id: h.id}))
    .filter((h) => !isTranslation || /[.(]|^Event:|^io$|^[A-Z]\w+$/.test(h.text))
    .filter((h) => h.id !== slugger.slug(h.text))
    .map((h) => `${h.text} {#${h.id}}`);
}
