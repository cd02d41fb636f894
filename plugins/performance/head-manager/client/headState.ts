// What a page's <Head> elements ask of the document head, and how several of them combine: the rules
// react-helmet-async applies (it still renders the head on the server), so that a navigation in the browser
// leaves the head the server would have written for that page.
import {Children, Fragment, isValidElement, type ReactNode} from 'react';

/** A head tag's attributes, by HTML name; `innerHTML` and `cssText` hold a script's or a style's text. */
export type TagAttributes = Record<string, string | undefined>;

/** What one <Head> asks for. */
export type HeadProps = {
  title?: string | string[];
  htmlAttributes?: TagAttributes;
  bodyAttributes?: TagAttributes;
  titleAttributes?: TagAttributes;
  base?: TagAttributes;
  link?: TagAttributes[];
  meta?: TagAttributes[];
  noscript?: TagAttributes[];
  script?: TagAttributes[];
  style?: TagAttributes[];
};

export type TagType = 'base' | 'link' | 'meta' | 'noscript' | 'script' | 'style';

/** What the document head should hold, all <Head> elements of the page combined. */
export type HeadState = {
  title: string | undefined;
  htmlAttributes: TagAttributes;
  bodyAttributes: TagAttributes;
  titleAttributes: TagAttributes;
  tags: Record<TagType, TagAttributes[]>;
};

const listTypes = new Set(['link', 'meta', 'noscript', 'script', 'style']);
/** React's prop names whose HTML attribute is spelt otherwise. */
const htmlNames: Record<string, string> = {accessKey: 'accesskey', charSet: 'charset', className: 'class', contentEditable: 'contenteditable', contextMenu: 'contextmenu', httpEquiv: 'http-equiv', itemProp: 'itemprop', tabIndex: 'tabindex'};

function textOf(type: string, children: unknown): TagAttributes {
  if (!children) return {};
  if (type === 'script' || type === 'noscript') return {innerHTML: children as string};
  if (type === 'style') return {cssText: children as string};
  throw new Error(`<${type} /> in <Head> cannot have children`);
}

/** A <Head>'s children as what it asks for. A fragment's lists give way to lists of the same type beside it. */
export function headPropsOf(children: ReactNode, props: HeadProps = {}): HeadProps {
  let result: HeadProps = {...props};
  const lists: Record<string, TagAttributes[]> = {};
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    const {children: nested, ...childProps} = child.props;
    if (child.type === Fragment) {
      result = headPropsOf(nested as ReactNode, result);
      return;
    }
    if (typeof child.type !== 'string') throw new Error('<Head> accepts HTML head elements only; it cannot contain components');
    const type = child.type;
    const attributes: TagAttributes = {};
    for (const [key, value] of Object.entries(childProps)) attributes[htmlNames[key] ?? key] = value as string | undefined;
    if (listTypes.has(type)) {
      (lists[type] ??= []).push({...attributes, ...textOf(type, nested)});
    } else if (type === 'title') {
      result = {...result, title: nested as string | string[], titleAttributes: attributes};
    } else if (type === 'html') {
      result = {...result, htmlAttributes: attributes};
    } else if (type === 'body') {
      result = {...result, bodyAttributes: attributes};
    } else if (type === 'base') {
      result = {...result, base: attributes};
    } else {
      throw new Error(`<${type}> is not a head element <Head> can manage`);
    }
  });
  return {...result, ...lists};
}

/** The value of `key` in the innermost (last) <Head> that sets it. */
function innermost<K extends keyof HeadProps>(list: HeadProps[], key: K): HeadProps[K] | undefined {
  for (let i = list.length - 1; i >= 0; i--) if (Object.hasOwn(list[i]!, key)) return list[i]![key];
  return undefined;
}

function mergedAttributes(list: HeadProps[], key: 'htmlAttributes' | 'bodyAttributes' | 'titleAttributes'): TagAttributes {
  return Object.assign({}, ...list.map((props) => props[key]).filter(Boolean));
}

/**
 * The attribute that identifies a tag among tags of its type: the last primary attribute it has, except that a
 * canonical link is identified by its rel, and a stylesheet's rel never identifies it.
 */
function identifyingAttribute(tag: TagAttributes, primary: readonly string[]): string | undefined {
  let key: string | undefined;
  for (const attribute of Object.keys(tag)) {
    const lower = attribute.toLowerCase();
    const keepsCanonicalRel = key === 'rel' && tag.rel?.toLowerCase() === 'canonical';
    const isStylesheetRel = lower === 'rel' && tag[lower]?.toLowerCase() === 'stylesheet';
    if (primary.includes(lower) && !keepsCanonicalRel && !isStylesheetRel) key = lower;
    if (primary.includes(attribute) && (attribute === 'innerHTML' || attribute === 'cssText' || attribute === 'itemprop')) key = attribute;
  }
  return key;
}

/** The tags of one type: an inner <Head>'s tag hides an outer one's with the same identifying value. */
function mergedTags(list: HeadProps[], type: Exclude<TagType, 'base'>, primary: readonly string[]): TagAttributes[] {
  const seen = new Map<string, Set<string>>();
  const kept: TagAttributes[] = [];
  for (const tags of list.map((props) => props[type]).filter((tags): tags is TagAttributes[] => Array.isArray(tags)).reverse()) {
    const seenHere = new Map<string, Set<string>>();
    const keptHere = tags.filter((tag) => {
      const key = identifyingAttribute(tag, primary);
      const value = key && tag[key] ? String(tag[key]).toLowerCase() : undefined;
      if (!key || !value || seen.get(key)?.has(value)) return false;
      if (!seenHere.has(key)) seenHere.set(key, new Set());
      seenHere.get(key)!.add(value);
      return true;
    });
    kept.push(...keptHere.reverse());
    for (const [key, values] of seenHere) seen.set(key, new Set([...(seen.get(key) ?? []), ...values]));
  }
  return kept.reverse();
}

/** The innermost base tag that has an href. */
function mergedBase(list: HeadProps[]): TagAttributes[] {
  const base = list
    .map((props) => props.base)
    .reverse()
    .find((tag) => tag && Object.keys(tag).some((key) => key.toLowerCase() === 'href' && tag[key.toLowerCase()]));
  return base ? [base] : [];
}

/** All the page's <Head> elements, outermost first, combined. */
export function headState(list: HeadProps[]): HeadState {
  const title = innermost(list, 'title');
  return {
    title: Array.isArray(title) ? title.join('') : title || undefined,
    htmlAttributes: mergedAttributes(list, 'htmlAttributes'),
    bodyAttributes: mergedAttributes(list, 'bodyAttributes'),
    titleAttributes: mergedAttributes(list, 'titleAttributes'),
    tags: {
      base: mergedBase(list),
      link: mergedTags(list, 'link', ['rel', 'href']),
      meta: mergedTags(list, 'meta', ['name', 'charset', 'http-equiv', 'property', 'itemprop']),
      noscript: mergedTags(list, 'noscript', ['innerHTML']),
      script: mergedTags(list, 'script', ['src', 'innerHTML']),
      style: mergedTags(list, 'style', ['cssText']),
    },
  };
}
