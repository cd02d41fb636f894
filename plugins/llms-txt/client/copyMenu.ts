/** Menus already enhanced. */
const enhanced = new WeakSet<HTMLDetailsElement>();

/** The twin's text, fetched once per menu, from the moment it opens: a click copies it at once. */
function twinText(url: string): Promise<string> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.text();
  });
}

/**
 * Puts `text` on the clipboard. The write starts in the click's own task: Safari allows it only there, so the text
 * (still being fetched) goes as a promise inside a ClipboardItem, where the browser has ClipboardItem.
 */
function copy(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  return text.then((value) => navigator.clipboard.writeText(value));
}

/**
 * Makes an opened copy menu work (theme/CopyPageMenu): "Copy as Markdown" copies the page's twin and says so in the
 * menu's status; Escape closes the menu and gives the focus back to its button, as does a click elsewhere.
 */
export function enhance(menu: HTMLDetailsElement): void {
  if (enhanced.has(menu)) return;
  enhanced.add(menu);
  const button = menu.querySelector<HTMLButtonElement>('[data-copy-markdown]');
  const status = menu.querySelector('[role="status"]');
  const summary = menu.querySelector('summary');
  if (!button) return;
  let text = twinText(button.dataset.copyMarkdown!);
  button.addEventListener('click', () => {
    if (status) status.textContent = '';
    copy(text).then(
      () => {
        if (status) status.textContent = button.dataset.copied ?? '';
      },
      () => {
        text = twinText(button.dataset.copyMarkdown!);
        if (status) status.textContent = button.dataset.failed ?? '';
      },
    );
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    summary?.focus();
  });
  document.addEventListener('pointerdown', (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
  });
  menu.addEventListener('toggle', () => {
    if (!menu.open && status) status.textContent = '';
  });
}
