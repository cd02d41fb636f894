import path from 'node:path';
import {SKIP, visit} from 'unist-util-visit';
import type {Heading, Parent, Root, RootContent} from 'mdast';
import type {VFile} from 'vfile';
import {legacyAnchors, type LegacyAnchor} from '../../config/legacyAnchors';

const siteDir = path.resolve(__dirname, '../..');

// A 4.x doc, English or translated: docs/<id>.md or i18n/<locale>/docusaurus-plugin-content-docs/current/<id>.md.
const currentDoc = /^(?:docs|i18n\/[^/]+\/docusaurus-plugin-content-docs\/current)\/(.+)\.mdx?$/;

/** The 4.x doc id of a Markdown file, or undefined for any other file (older versions, blog, pages). */
export function currentDocId(filePath: string): string | undefined {
  return path.relative(siteDir, filePath).split(path.sep).join('/').match(currentDoc)?.[1];
}

/**
 * An empty `<a id>`. Built with `data.hName` rather than as JSX or raw HTML so that .md (CommonMark) and .mdx
 * pages turn it into the same hast element as a Markdown link: MDX then renders it with the theme's `a`
 * component, whose Link registers the id with Docusaurus's broken-anchor checker, as a heading does.
 */
function anchorNode(id: string): RootContent {
  return {type: 'legacyAnchor', children: [], data: {hName: 'a', hProperties: {id}}} as unknown as RootContent;
}

/**
 * Puts the ids that the web links to (config/legacyAnchors.ts) just before the headings of ours they stand for,
 * in every locale's copy of a listed 4.x page. Runs after Docusaurus's heading plugin, which sets `data.id`.
 */
export default function remarkLegacyAnchors(options: {anchors?: Record<string, LegacyAnchor[]>} = {}) {
  const anchors = options.anchors ?? legacyAnchors;
  return (tree: Root, vfile: VFile) => {
    const docId = vfile.path ? currentDocId(vfile.path) : undefined;
    const wanted = docId === undefined ? undefined : anchors[docId];
    if (!wanted) return;
    const missing = new Set(wanted.map((anchor) => anchor.heading));
    visit(tree, 'heading', (heading: Heading, index, parent: Parent | undefined) => {
      const id = heading.data?.hProperties?.id ?? (heading.data as {id?: string} | undefined)?.id;
      if (typeof id !== 'string' || !parent || index === undefined) return;
      const legacy = wanted.filter((anchor) => anchor.heading === id);
      if (legacy.length === 0) return;
      missing.delete(id);
      parent.children.splice(index, 0, ...legacy.map((anchor) => anchorNode(anchor.legacy)));
      return [SKIP, index + legacy.length + 1];
    });
    if (missing.size > 0) {
      const page = path.relative(siteDir, vfile.path);
      const ids = [...missing].map((id) => `#${id}`).join(', ');
      throw new Error(`${page}: no heading ${ids}, which config/legacyAnchors.ts gives legacy anchors to`);
    }
  };
}
