import crypto from 'node:crypto';
import path from 'node:path';
import {SKIP, visit} from 'unist-util-visit';
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {choices, type ChoiceGroup} from './choices';
import {tablistLabel} from './labels';
import {commandsFor, hasInstallCommand, managerOf} from './packageManagers';
import {moduleVariants, siteDir} from './samples';

const fileMeta = /(?:^|\s)file=(\S+)/;
const shellLanguages = new Set(['bash', 'sh', 'shell', 'console']);

/** An element of the tab markup: remark-rehype turns any node with `data.hName` into that HTML element. */
type Element = Parent & {type: 'codeVariantsElement'; data: {hName: string; hProperties: Record<string, unknown>}};

function element(hName: string, hProperties: Record<string, unknown>, children: RootContent[]): Element {
  return {type: 'codeVariantsElement', data: {hName, hProperties}, children} as unknown as Element;
}

type Panel = {value: string; code: Code};

/**
 * A tab group in the WAI-ARIA tabs pattern, as plain HTML: a tablist of buttons and a tabpanel per variant. The
 * served HTML selects the group's default (the other panels are `hidden`); the head script and the stylesheet
 * show the reader's choice before the first paint, and the head script's listener switches every group of the page
 * (README). No React component: a page keeps its server HTML (plugins/performance/static-content).
 */
function tabGroup(group: ChoiceGroup, panels: Panel[], id: string, label: string): Element {
  const defaultValue = choices[group].default;
  const labels = new Map<string, string>(choices[group].options.map((option) => [option.value, option.label]));
  const tabs = panels.map(({value}) =>
    element(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: `${id}-${value}`,
        ariaSelected: value === defaultValue ? 'true' : 'false',
        ariaControls: `${id}-${value}-panel`,
        tabIndex: value === defaultValue ? 0 : -1,
        dataCodeValue: value,
        className: ['code-variants__tab'],
      },
      [{type: 'text', value: labels.get(value)!}],
    ),
  );
  const tabpanels = panels.map(({value, code}) =>
    element(
      'div',
      {role: 'tabpanel', id: `${id}-${value}-panel`, ariaLabelledBy: `${id}-${value}`, dataCodeValue: value, hidden: value !== defaultValue},
      [code],
    ),
  );
  const tablist = element('div', {role: 'tablist', ariaLabel: label, className: ['code-variants__tabs']}, tabs as unknown as RootContent[]);
  return element('div', {className: ['code-variants'], dataCodeGroup: group}, [tablist, ...tabpanels] as unknown as RootContent[]);
}

/** The meta of a panel's block: the original one, without `file=`, its title renamed for TypeScript. */
function panelMeta(meta: string, value: string): string | null {
  let result = meta.replace(fileMeta, '').trim();
  if (value === 'ts') result = result.replace(/(title="[^"]*?)\.js(")/, '$1.ts$2');
  return result || null;
}

function moduleGroup(node: Code, page: string): Panel[] | undefined {
  const match = node.meta?.match(fileMeta);
  if (!match) return undefined;
  const [file, region] = match[1]!.split('#');
  let variants;
  try {
    variants = moduleVariants(file!, region);
  } catch (error) {
    throw new Error(`${page}: ${(error as Error).message}`);
  }
  if (!variants) return undefined;
  const panel = (value: 'cjs' | 'esm' | 'ts', text: string): Panel => ({
    value,
    code: {type: 'code', lang: value === 'ts' && node.lang === 'js' ? 'ts' : node.lang, meta: panelMeta(node.meta!, value), value: text},
  });
  return [panel('cjs', variants.cjs), panel('esm', variants.esm), ...(variants.ts === undefined ? [] : [panel('ts', variants.ts)])];
}

/**
 * The package-manager panels of an npm install block. Blocks right after it that say the same with yarn, pnpm or
 * bun (pages written before the tabs) become their panels, and leave the page.
 */
function packageManagerGroup(node: Code, parent: Parent, index: number): {panels: Panel[]; absorbed: number} | undefined {
  if (!shellLanguages.has(node.lang ?? '') || node.meta?.match(fileMeta) || !hasInstallCommand(node.value)) return undefined;
  if (managerOf(node.value) !== 'npm') return undefined;
  const written = new Map<string, Code>();
  let absorbed = 0;
  for (let next = index + 1; next < parent.children.length; next += 1) {
    const sibling = parent.children[next]!;
    if (sibling.type !== 'code' || !shellLanguages.has(sibling.lang ?? '')) break;
    const manager = managerOf(sibling.value);
    if (!manager || manager === 'npm' || written.has(manager)) break;
    written.set(manager, sibling);
    absorbed += 1;
  }
  const panels = choices.pm.options.map(({value}) => ({
    value,
    code: written.get(value) ?? {type: 'code' as const, lang: node.lang, meta: node.meta, value: commandsFor(node.value, value)},
  }));
  return {panels, absorbed};
}

/**
 * Gives code blocks their variants as tabs, on every page of every locale without editing it:
 * - a block showing a 4.x Node.js sample (`file=examples/...js`) whose CommonJS or TypeScript variant differs:
 *   CommonJS / ES modules / TypeScript (samples.ts);
 * - a shell block installing packages with npm: npm / Yarn / pnpm / Bun (packageManagers.ts).
 * Runs before remark-code-from-file, which fills the blocks left alone.
 */
export default function remarkCodeVariants() {
  return (tree: Root, vfile: VFile) => {
    const page = path.relative(siteDir, vfile.path ?? 'unknown page');
    // Ids unique on a page that shows several posts (a blog list).
    const prefix = `cv-${crypto.createHash('sha1').update(page).digest('hex').slice(0, 6)}`;
    let count = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined) return undefined;
      const modulePanels = moduleGroup(node, page);
      if (modulePanels) {
        count += 1;
        parent.children[index] = tabGroup('module', modulePanels, `${prefix}-${count}`, tablistLabel('module')) as unknown as RootContent;
        return SKIP;
      }
      const managers = packageManagerGroup(node, parent, index);
      if (managers) {
        count += 1;
        parent.children.splice(index, 1 + managers.absorbed, tabGroup('pm', managers.panels, `${prefix}-${count}`, tablistLabel('pm')) as unknown as RootContent);
        return SKIP;
      }
      return undefined;
    });
  };
}
