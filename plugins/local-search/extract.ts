import {parseHtml, type HtmlAttributes} from './html';

/** What the index keeps of one rendered page. */
export type ExtractedPage = {
  language: string | null;
  tag: string | null;
  title: string;
  /** The top sidebar category (breadcrumbs), "Blog" for a post, or null. */
  category: string | null;
  /** The page's own label in the docs sidebar (`Problemas de conexão`), or null outside a sidebar. */
  sidebarLabel: string | null;
  isBlogPost: boolean;
  noIndex: boolean;
  sections: ExtractedSection[];
};

export type ExtractedSection = {
  level: 1 | 2 | 3 | 4;
  /** The heading's id (`#joining-and-leaving`), null for the page itself or a heading without id. */
  anchor: string | null;
  heading: string;
  /** For a `###` section, the `##` heading above it; for a `####` one, the `###` above it (or the `##`). */
  parent: string | null;
  text: string;
};

/** Elements whose content never goes in the index: code, chrome, controls. */
const skippedTags = new Set([
  'script', 'style', 'noscript', 'template', 'svg', 'button', 'nav', 'footer', 'pre', 'select', 'textarea', 'iframe',
]);
const skippedClasses = [
  'hash-link',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'theme-doc-toc-mobile',
  'table-of-contents',
  'theme-edit-this-page',
  'theme-last-updated',
  // The notice of an outdated or untranslated page (plugins/translation-status): about the page, not its subject.
  'translation-notice',
  // The "Copy page" menu beside a doc's title (plugins/llms-txt): "Ver como Markdown", "Todas as páginas, para
  // assistentes de IA (llms.txt)" were indexed as the first words of every doc page.
  'copy-page-menu',
  // A code block's container: its title (the sample's file name, `server.js` 148 times in the pt-br 4.x docs) is
  // left out with its code.
  'theme-code-block',
];
/** Elements that do not separate words. */
const inlineTags = new Set([
  'a', 'span', 'code', 'strong', 'b', 'em', 'i', 'mark', 'kbd', 'small', 'sub', 'sup', 'abbr', 'u', 's', 'del', 'ins',
  'q', 'cite', 'var', 'samp', 'time', 'bdi', 'bdo',
]);

function classesOf(attributes: HtmlAttributes): string[] {
  return (attributes.class ?? '').split(/\s+/).filter(Boolean);
}

function clean(text: string): string {
  return text.replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();
}

/**
 * Reads a page Docusaurus rendered: its search metadata (`docsearch:language`, `docsearch:docusaurus_tag`),
 * its title, category, and the text of the page and of each `##` / `###` / `####` section of its main content
 * (the `<article>`, or `<main>` on pages without one). Code blocks, navigation and buttons are left out.
 */
export function extractPage(html: string, options: {siteTitle: string}): ExtractedPage {
  const rootTag = /<article[\s>]/.test(html) ? 'article' : 'main';
  const page: ExtractedPage = {
    language: null,
    tag: null,
    title: '',
    category: null,
    sidebarLabel: null,
    isBlogPost: false,
    noIndex: false,
    sections: [],
  };
  let documentTitle = '';
  let inTitle = false;
  const breadcrumbs: string[] = [];
  let breadcrumb: {depth: number; text: string} | null = null;
  // The sidebar's link to the page itself (`menu__link--active`, `aria-current=page`): its label.
  let sidebarLink: {text: string} | null = null;

  let rootDepth = 0; // > 0 inside the main content
  let rootDone = false;
  let skip: {tag: string; depth: number} | null = null;
  let header: {depth: number; collect: boolean} | null = null; // inside a <header>: only h1 and p count
  let heading: {tag: string; level: 1 | 2 | 3 | 4; anchor: string | null; text: string} | null = null;
  let current: ExtractedSection | null = null;
  let lastH2: string | null = null;
  let lastH3: string | null = null;
  let preface = ''; // text before the first heading

  const append = (text: string) => {
    if (heading) heading.text += text;
    else if (current) current.text += text;
    else preface += text;
  };

  parseHtml(html, {
    openTag(name, attributes, selfClosing) {
      if (name === 'html') page.isBlogPost = classesOf(attributes).includes('blog-post-page');
      if (name === 'meta') {
        const key = attributes.name ?? attributes.property;
        if (key === 'docsearch:language') page.language = attributes.content ?? null;
        if (key === 'docsearch:docusaurus_tag') page.tag = attributes.content ?? null;
        if (key === 'robots' && /noindex/i.test(attributes.content ?? '')) page.noIndex = true;
      }
      if (name === 'title' && !rootDepth) inTitle = true;
      const classes = classesOf(attributes);
      if (name === 'a' && attributes['aria-current'] === 'page' && classes.includes('menu__link') && page.sidebarLabel === null) {
        sidebarLink = {text: ''};
      }
      if (breadcrumb) breadcrumb.depth += name === 'span' || name === 'a' ? 1 : 0;
      else if (classes.includes('breadcrumbs__link') && !selfClosing) breadcrumb = {depth: 1, text: ''};

      if (skip) {
        if (name === skip.tag && !selfClosing) skip.depth += 1;
        return;
      }
      if (!rootDepth) {
        if (name === rootTag && !rootDone) rootDepth = 1;
        return;
      }
      if (name === rootTag) rootDepth += 1;
      if (
        skippedTags.has(name) ||
        attributes['aria-hidden'] === 'true' ||
        // The panels of a tab group other than the one served (plugins/code-variants): the same sample again.
        attributes.hidden !== undefined ||
        skippedClasses.some((skipped) => classes.includes(skipped))
      ) {
        if (!selfClosing) skip = {tag: name, depth: 1};
        return;
      }
      if (name === 'header' && !header) {
        header = {depth: 1, collect: false};
        return;
      }
      if (header) {
        if (name === 'header') header.depth += 1;
        // A `<p>` has no end tag in minified HTML: the next block element ends it.
        if (name === 'h1' || name === 'p') header.collect = true;
        else if (!inlineTags.has(name)) header.collect = false;
      }

      // An `h4` is a section of its own too (DocSearch's lvl4), under its `h3`: `HAProxy` under `Sessões persistentes`.
      const level = name === 'h1' ? 1 : name === 'h2' ? 2 : name === 'h3' ? 3 : name === 'h4' ? 4 : 0;
      if (level && !heading && !(level === 1 && page.title)) {
        heading = {tag: name, level: level as 1 | 2 | 3 | 4, anchor: attributes.id ?? null, text: ''};
        return;
      }
      if (!inlineTags.has(name)) append(' ');
    },

    closeTag(name) {
      if (breadcrumb && (name === 'span' || name === 'a')) {
        breadcrumb.depth -= 1;
        if (breadcrumb.depth === 0) {
          breadcrumbs.push(clean(breadcrumb.text));
          breadcrumb = null;
        }
      }
      if (name === 'title') inTitle = false;
      if (sidebarLink && name === 'a') {
        page.sidebarLabel = clean(sidebarLink.text) || null;
        sidebarLink = null;
      }
      if (skip) {
        if (name === skip.tag) {
          skip.depth -= 1;
          if (skip.depth === 0) skip = null;
        }
        return;
      }
      if (!rootDepth) return;
      if (name === rootTag) {
        rootDepth -= 1;
        if (rootDepth === 0) rootDone = true;
        return;
      }
      if (heading && name === heading.tag) {
        const text = clean(heading.text);
        if (heading.level === 1) {
          page.title = text;
        } else {
          if (heading.level === 2) [lastH2, lastH3] = [text, null];
          current = {
            level: heading.level,
            anchor: heading.anchor,
            heading: text,
            parent: heading.level === 4 ? (lastH3 ?? lastH2) : heading.level === 3 ? lastH2 : null,
            text: '',
          };
          page.sections.push(current);
          if (heading.level === 3) lastH3 = text;
        }
        heading = null;
        return;
      }
      if (header) {
        if (name === 'h1' || name === 'p') header.collect = false;
        if (name === 'header') {
          header.depth -= 1;
          if (header.depth === 0) header = null;
        }
      }
      if (!inlineTags.has(name)) append(' ');
    },

    text(text) {
      if (inTitle) documentTitle += text;
      if (sidebarLink) sidebarLink.text += text;
      if (breadcrumb) breadcrumb.text += text;
      if (skip || !rootDepth) return;
      if (header && !header.collect && !heading) return;
      append(text);
    },
  });

  if (!page.title) {
    const suffix = ` | ${options.siteTitle}`;
    const title = clean(documentTitle);
    page.title = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  }
  // The breadcrumbs end with the page itself; the first item before it is the top category.
  const categories = breadcrumbs.slice(0, -1).filter(Boolean);
  page.category = categories[0] ?? (page.isBlogPost ? 'Blog' : null);
  page.sections.unshift({level: 1, anchor: null, heading: page.title, parent: null, text: preface});
  for (const section of page.sections) section.text = clean(section.text);
  return page;
}
