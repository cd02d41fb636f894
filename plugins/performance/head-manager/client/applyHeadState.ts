import type {HeadState, TagAttributes, TagType} from './headState';

/** Marks what this manager owns in the head: the tags it wrote, the attributes it set (the server writes it too). */
const owned = 'data-rh';

/** Sets the attributes asked for on <html>, <body> or <title>, and removes those it set before and no longer are. */
function applyAttributes(element: Element | undefined, attributes: TagAttributes): void {
  if (!element) return;
  const before = element.getAttribute(owned)?.split(',') ?? [];
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = attributes[name] || '';
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of before) if (!names.includes(name)) element.removeAttribute(name);
  if (names.length === 0) element.removeAttribute(owned);
  else if (element.getAttribute(owned) !== names.join(',')) element.setAttribute(owned, names.join(','));
}

function tagElement(type: TagType, tag: TagAttributes): HTMLElement {
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(tag)) {
    if (name === 'innerHTML') element.innerHTML = value ?? '';
    else if (name === 'cssText') element.append(document.createTextNode(value ?? ''));
    else element.setAttribute(name, value ?? '');
  }
  element.setAttribute(owned, 'true');
  return element;
}

/** Replaces the head's tags of a type that it owns by `tags`, leaving in place those that are already right. */
function applyTags(type: TagType, tags: TagAttributes[]): void {
  const stale = Array.from(document.head.querySelectorAll(`${type}[${owned}]`));
  const added: HTMLElement[] = [];
  for (const tag of tags) {
    const element = tagElement(type, tag);
    const same = stale.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else stale.splice(same, 1);
  }
  for (const element of stale) element.remove();
  document.head.append(...added);
}

/** Brings the document's head, <html> and <body> attributes to `state`. */
export function applyHeadState(state: HeadState): void {
  applyAttributes(document.body, state.bodyAttributes);
  applyAttributes(document.documentElement, state.htmlAttributes);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  applyAttributes(document.getElementsByTagName('title')[0], state.titleAttributes);
  for (const type of Object.keys(state.tags) as TagType[]) applyTags(type, state.tags[type]);
}
