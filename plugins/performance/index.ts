import type {PluginConfig, PluginModule} from '@docusaurus/types';
import precomputedIntl from './precomputed-intl';
import routeChunkScripts from './route-chunk-scripts';
import {ssrTemplate as routeChunkScriptsTemplate} from './route-chunk-scripts/ssrTemplate';
import lazyRouteComponents from './lazy-route-components';
import staticContent from './static-content';
import headManager from './head-manager';
import tslibImportDefault from './tslib-import-default';
import leanRouteRegistry from './lean-route-registry';
import routeChunkGroups from './route-chunk-groups';
import leanVersionProps from './lean-version-props';
import codeTranslationGroups, {codeTranslationGroupsOff, type CodeTranslationGroups} from './code-translation-groups';
import chunkFilenames from './chunk-filenames';
import idlePrefetch from './idle-prefetch';
import yieldingStartup from './yielding-startup';
import phoneHiddenParts from './phone-hidden-parts';
import staticParts, {staticPartsOff} from './static-parts';

export type SpeedOptions = {
  /** Code translations loaded with the chunks of the pages that use them (the site's and the search's groups). */
  codeTranslationGroups: CodeTranslationGroups;
};

type Trick = {
  /** Its folder under plugins/performance/, the name SPEED_TRICKS_OFF takes. */
  name: string;
  plugin: (options: SpeedOptions) => PluginConfig;
  /** Tricks it cannot work without: switching one of them off switches this one off too. */
  needs?: string[];
  /** What the site still needs when the trick is off (a module its components import). */
  off?: (options: SpeedOptions) => PluginConfig;
};

/**
 * The speed tricks, in the order Docusaurus gets them. No trick depends on its place in this list: each hooks its own
 * module, generated file or bundler option, and Docusaurus runs their postBuild at the same time. The two loaders
 * of registry.js (lean-route-registry, route-chunk-groups) each change their own field of an entry, so whichever
 * runs first leaves the other what it reads. What does matter is which trick needs which (`needs`).
 */
export const tricks: readonly Trick[] = [
  {name: 'precomputed-intl', plugin: () => precomputedIntl},
  // Reads the chunk names route-chunk-groups gives the registry's modules: without it, it would name chunks that do not exist.
  {name: 'route-chunk-scripts', plugin: () => routeChunkScripts, needs: ['route-chunk-groups']},
  {name: 'lazy-route-components', plugin: () => lazyRouteComponents},
  // Its content islands are loaded before a route renders by lazy-route-components' ComponentCreator.
  {name: 'static-content', plugin: () => staticContent, needs: ['lazy-route-components']},
  {name: 'head-manager', plugin: () => headManager},
  {name: 'tslib-import-default', plugin: () => tslibImportDefault},
  {name: 'lean-route-registry', plugin: () => leanRouteRegistry},
  {name: 'route-chunk-groups', plugin: () => routeChunkGroups},
  {name: 'lean-version-props', plugin: () => leanVersionProps},
  // Off, its groups' modules are still imported by the components: they become empty, every message in main.js.
  {
    name: 'code-translation-groups',
    plugin: ({codeTranslationGroups: groups}) => [codeTranslationGroups as PluginModule, {groups}],
    off: ({codeTranslationGroups: groups}) => [codeTranslationGroupsOff as PluginModule, {groups}],
  },
  // Its runtime patch (client/chunkNames.ts) is imported first by yielding-startup's client entry, before any chunk
  // is requested: without that entry, the renamed chunks would be requested by their old names. Without
  // idle-prefetch, Docusaurus's own prefetch asks for chunks by those old names too (404 on every page, found by
  // `npm run bench -- tricks`).
  {name: 'chunk-filenames', plugin: () => chunkFilenames, needs: ['yielding-startup', 'idle-prefetch']},
  {name: 'idle-prefetch', plugin: () => idlePrefetch},
  {name: 'yielding-startup', plugin: () => yieldingStartup},
  {name: 'phone-hidden-parts', plugin: () => phoneHiddenParts},
  // Its parts follow links and get code buttons with static-content's client; a post is kept with its content island.
  // Off, the site's components still render <StaticPart>: its off theme renders the children.
  {name: 'static-parts', plugin: () => staticParts, needs: ['static-content'], off: () => staticPartsOff},
];

export const trickNames: readonly string[] = tricks.map((trick) => trick.name);

/**
 * The tricks switched off: those named (comma-separated, as in SPEED_TRICKS_OFF) and those that need one of them.
 * An unknown name throws, listing the known ones. `notice` hears of each trick switched off because of another.
 */
export function tricksOff(value: string | undefined, notice: (message: string) => void = () => undefined): Set<string> {
  const named = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = named.filter((name) => !trickNames.includes(name));
  if (unknown.length > 0) {
    throw new Error(`SPEED_TRICKS_OFF: no speed trick named ${unknown.join(', ')}. The tricks: ${trickNames.join(', ')}.`);
  }
  const off = new Set(named);
  // Until nothing changes: a trick switched off for another may be needed by a third.
  for (let changed = true; changed; ) {
    changed = false;
    for (const trick of tricks) {
      const missing = trick.needs?.find((need) => off.has(need));
      if (missing && !off.has(trick.name)) {
        off.add(trick.name);
        changed = true;
        notice(`SPEED_TRICKS_OFF: ${trick.name} is off too, as it needs ${missing}.`);
      }
    }
  }
  return off;
}

/**
 * The site's speed plugins and page template, without the tricks SPEED_TRICKS_OFF switches off (by default, the
 * environment's). A benchmark builds with one off to measure what it saves.
 */
export function speedTricks(options: SpeedOptions, off: string | undefined = process.env.SPEED_TRICKS_OFF): {plugins: PluginConfig[]; ssrTemplate?: string} {
  const switchedOff = tricksOff(off, (message) => console.warn(message));
  if (switchedOff.size > 0) console.warn(`SPEED_TRICKS_OFF: building without ${[...switchedOff].join(', ')}.`);
  const plugins = tricks.flatMap((trick) => {
    if (!switchedOff.has(trick.name)) return [trick.plugin(options)];
    return trick.off ? [trick.off(options)] : [];
  });
  // Docusaurus's own template when route-chunk-scripts is off: it writes the chunks it lists.
  return {plugins, ssrTemplate: switchedOff.has('route-chunk-scripts') ? undefined : routeChunkScriptsTemplate};
}
