import type {Element, ElementContent, Nodes as HastNodes, Root as HastRoot} from 'hast';
import type {BlockContent, Code, DefinitionContent, Root as MdastRoot} from 'mdast';
import {select, selectAll} from 'hast-util-select';
import {defaultHandlers, toMdast, type State} from 'hast-util-to-mdast';
import {toString} from 'hast-util-to-string';
import rehypeParse from 'rehype-parse';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {SKIP, visit} from 'unist-util-visit';

/** What a twin says about its page, in its front matter and in the llms.txt files. */
export type TwinMetadata = {
  title: string;
  description: string;
  /** The page's canonical URL (absolute). */
  canonical: string;
  /** The page's language, as in `<html lang>`. */
  language: string;
};

export type Twin = TwinMetadata & {
  /** The page's text as Markdown, without front matter. */
  body: string;
  /** The whole file: front matter, then the body. */
  markdown: string;
};

/**
 * The element holding what the reader reads, by page type: a doc's article (title included), a Markdown page's
 * content (how-to, get-started; `main article` when static-content is off), anything else's `<main>` (blog posts
 * and lists, the home page, the demos). Never the navbar, sidebars, table of contents or footer around it.
 */
const contentSelectors = ['.theme-doc-markdown', '.theme-mdx-page-content', 'main article:only-of-type', 'main'];

/** Elements that are page machinery, not text: removed with what they hold. */
const removedSelectors = [
  'script', 'style', 'noscript', 'template', 'link', 'meta',
  'button', 'form', 'input', 'select', 'textarea', 'canvas', 'iframe',
  // Pagination (blog posts and lists), breadcrumbs, a doc's table of contents on small screens.
  'nav', '.theme-doc-toc-mobile',
  // A heading's "direct link" anchor, and the site's copy menu (theme/CopyPageMenu).
  'a.hash-link', '.copy-page-menu',
  // Hidden things: the panels of a tab group other than the one served, decorative icons.
  '[hidden]', '[aria-hidden="true"]',
  // Blog authors' cards (their names are in the post's byline).
  '.avatar',
].join(', ');

const hasClass = (node: Element, name: string) => (node.properties.className as string[] | undefined)?.includes(name) ?? false;
const classStartingWith = (node: Element, prefix: string) =>
  ((node.properties.className as string[] | undefined) ?? []).find((name) => name.startsWith(prefix));

/** Text of an element, with collapsed white space. */
const textOf = (node: HastNodes) => toString(node).replace(/\s+/g, ' ').trim();

/** Removes the elements matching `selector` from `tree`. */
function remove(tree: HastRoot | Element, selector: string): void {
  const doomed = new Set<unknown>(selectAll(selector, tree));
  if (doomed.size === 0) return;
  visit(tree, 'element', (node, index, parent) => {
    if (!doomed.has(node) || !parent || index === undefined) return undefined;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
}

/**
 * A tab group keeps the panel the page serves (the others are `hidden`, and go); its tab list becomes a comment naming
 * the tabs, the one shown first: `<!-- tabs: CommonJS (shown) | ES modules -->`, so a reader of the Markdown knows the
 * other variants exist and which one this is. Docusaurus's Tabs (`ul[role=tablist]`) and plain tablists alike.
 */
function replaceTabLists(tree: HastRoot | Element): void {
  visit(tree, 'element', (node, index, parent) => {
    if (node.properties.role !== 'tablist' || !parent || index === undefined) return undefined;
    const tabs = selectAll('[role="tab"]', node).map((tab) => ({label: textOf(tab), shown: tab.properties.ariaSelected === 'true'}));
    const names = [...tabs.filter((tab) => tab.shown), ...tabs.filter((tab) => !tab.shown)].map((tab) => (tab.shown ? `${tab.label} (shown)` : tab.label));
    parent.children[index] = {type: 'comment', value: ` tabs: ${names.join(' | ')} `};
    return SKIP;
  });
}

/** A table cell's alignment, which the renderer writes as a style, as the attribute the converter reads. */
function alignCells(tree: HastRoot | Element): void {
  for (const cell of selectAll('th[style], td[style]', tree)) {
    const align = /text-align:\s*(left|center|right)/.exec(String(cell.properties.style))?.[1];
    if (align) cell.properties.align = align;
  }
}

/**
 * An image drawn inline (a chart as a `data:` URL) becomes its alternative text in italics: the twin has no use for
 * kilobytes of base64. Its dark-mode copy (`#gh-dark-mode-only`, shown instead of the light one in dark mode) goes.
 */
function describeInlineImages(tree: HastRoot | Element): void {
  visit(tree, 'element', (node, index, parent) => {
    const src = node.tagName === 'img' ? String(node.properties.src ?? '') : '';
    if (!src.startsWith('data:') || !parent || index === undefined) return undefined;
    if (src.endsWith('#gh-dark-mode-only')) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    const alt = String(node.properties.alt ?? '');
    parent.children[index] = {type: 'element', tagName: 'em', properties: {}, children: [{type: 'text', value: alt}]};
    return SKIP;
  });
}

/** Makes every link and image of the content absolute, against the page's URL. */
function absolutizeUrls(tree: HastRoot | Element, pageUrl: string): void {
  visit(tree, 'element', (node) => {
    for (const property of ['href', 'src'] as const) {
      const value = node.properties[property];
      if (typeof value !== 'string' || value === '') continue;
      try {
        node.properties[property] = new URL(value, pageUrl).href;
      } catch {
        // Not a URL (a template in a sample, say): left as written.
      }
    }
  });
}

/**
 * A heading keeps its id the way the site's Markdown writes it (`## Rooms {#rooms}`), so that a link to a
 * section can be made from the twin, in every locale (translations keep the English ids).
 */
function markHeadingIds(tree: HastRoot | Element): void {
  for (const heading of selectAll('h2[id], h3[id], h4[id], h5[id], h6[id]', tree)) {
    heading.children.push({type: 'text', value: ` {#${String(heading.properties.id)}}`});
  }
}

/**
 * An inline SVG figure (the docs' diagrams and charts) becomes its text alternative: its title, in italics, and its
 * description. Other SVGs are icons.
 */
function describeFigures(tree: HastRoot | Element): void {
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'svg' || !parent || index === undefined) return undefined;
    const title = node.properties.role === 'img' ? (select('title', node) ?? undefined) : undefined;
    const label = title ? textOf(title) : String(node.properties.ariaLabel ?? '');
    if (node.properties.role !== 'img' || !label) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    const description = select('desc', node);
    const figure: Element = {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        {type: 'element', tagName: 'em', properties: {}, children: [{type: 'text', value: label}]},
        ...(description ? [{type: 'text' as const, value: `: ${textOf(description)}`}] : []),
      ],
    };
    parent.children[index] = figure;
    return SKIP;
  });
}

/** A code block as theme-classic renders it: language on the container, title above, one element per line. */
function codeBlock(node: Element): Code {
  const language = classStartingWith(node, 'language-')?.slice('language-'.length);
  const titleElement = select('[class^="codeBlockTitle"], [class*=" codeBlockTitle"]', node);
  const code = select('code', node);
  const lines = code ? selectAll('.token-line', code) : [];
  const value = lines.length > 0 ? lines.map((line) => toString(line).replace(/\n$/, '')).join('\n') : toString(code ?? node);
  const title = titleElement ? textOf(titleElement) : '';
  return {
    type: 'code',
    lang: language && language !== 'text' ? language : null,
    meta: title ? `title=${JSON.stringify(title)}` : null,
    value: value.replace(/\n+$/, ''),
  };
}

/** An admonition (`:::tip`) as a blockquote opening with its label in bold: `> **Tip**`. */
function admonition(state: State, node: Element) {
  const heading = select('[class^="admonitionHeading"], [class*=" admonitionHeading"]', node);
  const content = select('[class^="admonitionContent"], [class*=" admonitionContent"]', node) ?? node;
  const label = heading ? textOf(heading) : '';
  const children = state.toFlow(state.all(content)) as (BlockContent | DefinitionContent)[];
  if (label) {
    const capitalized = label.charAt(0).toLocaleUpperCase() + label.slice(1);
    children.unshift({type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: capitalized}]}]});
  }
  return {type: 'blockquote' as const, children};
}

const handlers = {
  div(state: State, node: Element) {
    if (hasClass(node, 'theme-code-block')) return codeBlock(node);
    if (hasClass(node, 'theme-admonition')) return admonition(state, node);
    return defaultHandlers.div(state, node);
  },
};

/** The text of the first element matching `selector`'s attribute `name`, or ''. */
function attribute(tree: HastRoot, selector: string, name: string): string {
  const value = select(selector, tree)?.properties[name];
  return Array.isArray(value) ? value.join(' ') : typeof value === 'string' ? value : '';
}

/** A string as a YAML scalar: JSON's double-quoted strings are valid YAML. */
const yamlString = (value: string) => JSON.stringify(value);

/**
 * Converts a built page to its Markdown twin: the content the reader reads (see contentSelectors) with its title,
 * headings and their ids, tables, admonitions as blockquotes, every code block with its language and title (samples
 * read from `examples/` included: they are in the HTML), the tab a tab group serves, links made absolute; a front
 * matter block with the title, description, canonical URL and language. `pageUrl` is the page's absolute URL.
 */
export function pageToTwin(html: string, pageUrl: string): Twin {
  const tree = unified().use(rehypeParse).parse(html);
  const canonical = attribute(tree, 'link[rel="canonical"]', 'href') || pageUrl;
  const language = attribute(tree, 'html', 'lang');
  const description = attribute(tree, 'meta[name="description"]', 'content');
  const content = contentSelectors.map((selector) => select(selector, tree)).find((element) => element !== undefined);
  if (!content) throw new Error(`${pageUrl}: no content element (${contentSelectors.join(', ')})`);

  const root: HastRoot = {type: 'root', children: structuredClone(content.children) as ElementContent[]};
  visit(root, 'comment', (_node, index, parent) => {
    if (!parent || index === undefined) return undefined;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  replaceTabLists(root);
  remove(root, removedSelectors);
  describeFigures(root);
  describeInlineImages(root);
  absolutizeUrls(root, pageUrl);
  markHeadingIds(root);
  alignCells(root);

  const heading = select('h1', root);
  const title = heading ? textOf(heading) : select('title', tree) ? textOf(select('title', tree)!).replace(/ \| [^|]*$/, '') : '';
  const mdast = toMdast(root, {handlers}) as MdastRoot;
  if (!heading && title) mdast.children.unshift({type: 'heading', depth: 1, children: [{type: 'text', value: title}]});

  const body = unified()
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', emphasis: '*', strong: '*', fences: true, rule: '-', listItemIndent: 'one'})
    .stringify(mdast);
  const metadata: TwinMetadata = {title, description, canonical, language};
  const frontMatter = ['---', ...Object.entries(metadata).map(([key, value]) => `${key}: ${yamlString(value)}`), '---', ''].join('\n');
  return {...metadata, body, markdown: `${frontMatter}\n${body}`};
}
