/**
 * A small streaming HTML tokenizer for the pages Docusaurus renders (minified, unquoted attributes, omitted
 * optional end tags). It reports start tags, end tags and decoded text; the index builder needs nothing more,
 * and the site's own output is all it reads.
 */

export type HtmlAttributes = Record<string, string>;

export interface HtmlHandler {
  openTag(name: string, attributes: HtmlAttributes, selfClosing: boolean): void;
  closeTag(name: string): void;
  text(text: string): void;
}

/** Elements that never have content or an end tag. */
export const voidElements = new Set([
  'area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr',
]);

/** Elements whose content is raw text up to their end tag. */
const rawTextElements = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript']);

const namedEntities: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', trade: '™',
  mdash: '—', ndash: '–', hellip: '…', laquo: '«', raquo: '»', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”',
  middot: '·', bull: '•', rarr: '→', larr: '←', harr: '↔', uarr: '↑', darr: '↓', times: '×', deg: '°', shy: '\u00ad',
  zwj: '\u200d', zwnj: '\u200c', ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009',
};

/** Decodes character references: numeric ones, and the named ones the renderer and authors use. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    const named = namedEntities[body.toLowerCase()];
    return named ?? whole;
  });
}

const attributePattern = /([^\s"'>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function parseAttributes(source: string): HtmlAttributes {
  const attributes: HtmlAttributes = {};
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    attributes[name] = decodeEntities(value);
  }
  return attributes;
}

// A start tag: name, then attributes (quoted values may contain `>`), then an optional `/`.
const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;

export function parseHtml(html: string, handler: HtmlHandler): void {
  let position = 0;
  const length = html.length;
  while (position < length) {
    const next = html.indexOf('<', position);
    if (next === -1) {
      handler.text(decodeEntities(html.slice(position)));
      break;
    }
    if (next > position) handler.text(decodeEntities(html.slice(position, next)));
    position = next;

    if (html.startsWith('<!--', position)) {
      const end = html.indexOf('-->', position + 4);
      position = end === -1 ? length : end + 3;
      continue;
    }
    if (html.startsWith('<!', position) || html.startsWith('<?', position)) {
      const end = html.indexOf('>', position);
      position = end === -1 ? length : end + 1;
      continue;
    }

    tagPattern.lastIndex = position;
    const match = tagPattern.exec(html);
    if (!match) {
      // A lone `<` is text.
      handler.text('<');
      position += 1;
      continue;
    }
    position = tagPattern.lastIndex;
    const [, slash, rawName, rest] = match;
    const name = rawName!.toLowerCase();
    if (slash) {
      handler.closeTag(name);
      continue;
    }
    // Per HTML, a `/` ending an unquoted value belongs to the value (`<a href=/pt-br/>`).
    const selfClosing = /(^|\s|["'])\/$/.test(rest!);
    const attributes = parseAttributes(selfClosing ? rest!.slice(0, -1) : rest!);
    handler.openTag(name, attributes, selfClosing || voidElements.has(name));
    if (rawTextElements.has(name) && !selfClosing) {
      const closePattern = new RegExp(`</${name}[\\s>]`, 'gi');
      closePattern.lastIndex = position;
      const close = closePattern.exec(html);
      const end = close ? close.index : length;
      const content = html.slice(position, end);
      // Titles and text areas hold text with character references; scripts and styles hold code.
      if (name === 'title' || name === 'textarea') handler.text(decodeEntities(content));
      position = end;
    }
  }
}
