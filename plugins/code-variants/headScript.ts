import fs from 'node:fs';
import path from 'node:path';
import {choices, htmlAttribute, storageKey, type ChoiceGroup} from './choices';

/** What the head script needs of each group. */
type GroupSettings = {query: string; attribute: string; key: string; values: string[]; aliases: Record<string, string>; fallback: Record<string, string>; default: string};

/** A group without a TypeScript variant (its sample does not typecheck as it is) shows ES modules to TypeScript readers. */
const fallbacks: Record<ChoiceGroup, Record<string, string>> = {module: {ts: 'esm'}, pm: {}};

export function groupSettings(): Record<ChoiceGroup, GroupSettings> {
  const settings = {} as Record<ChoiceGroup, GroupSettings>;
  for (const group of Object.keys(choices) as ChoiceGroup[]) {
    const {query, options, aliases} = choices[group];
    settings[group] = {
      query,
      attribute: htmlAttribute(group),
      key: storageKey(group),
      values: options.map((option) => option.value),
      aliases,
      fallback: fallbacks[group],
      default: choices[group].default,
    };
  }
  return settings;
}

/** The inline script, with the groups' settings. */
export function headScript(): string {
  const source = fs.readFileSync(path.join(__dirname, 'client/head-script.js'), 'utf8');
  // Comment lines out: the script is in every page.
  const code = source.replace(/^\s*\/\/.*\n/gm, '');
  return code.replace('__GROUPS__', JSON.stringify(groupSettings()));
}
