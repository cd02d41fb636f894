/** Menus already enhanced. */
const enhanced = new WeakSet<HTMLDetailsElement>();

/** Twins' texts by URL, fetched from the moment a menu opens, so that a click copies at once. */
const twins = new Map<string, Promise<string>>();

function twinText(url: string): Promise<string> {
  let text = twins.get(url);
  if (!text) {
    text = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.text();
    });
    // A failed fetch (offline, say) is tried again at the next click.
    text.catch(() => twins.delete(url));
    twins.set(url, text);
  }
  return text;
}

/**
 * Puts `text` on the clipboard. The write starts in the click's own task: Safari allows it only there, so the text
 * (maybe still being fetched) goes as a promise inside a ClipboardItem, where the browser has ClipboardItem.
 */
function copy(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined') {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  return text.then((value) => navigator.clipboard.writeText(value));
}

// A click or a touch elsewhere closes the open menus.
document.addEventListener('pointerdown', (event) => {
  for (const menu of Array.from(document.querySelectorAll<HTMLDetailsElement>('details.copy-page-menu[open]'))) {
    if (event.target instanceof Node && !menu.contains(event.target)) menu.open = false;
  }
});

/**
 * Makes an opened copy menu work (theme/CopyPageMenu): "Copy as Markdown" copies the page's twin and says so in the
 * menu's live region; Escape closes the menu and gives the focus back to its button. The twin's URL is read from the
 * button each time: React keeps the same element when the reader follows a link to another doc.
 */
export function enhance(menu: HTMLDetailsElement): void {
  const button = menu.querySelector<HTMLButtonElement>('[data-copy-markdown]');
  const status = menu.querySelector('[role="status"]');
  if (!button || !status) return;
  void twinText(button.dataset.copyMarkdown!).catch(() => undefined);
  if (enhanced.has(menu)) return;
  enhanced.add(menu);
  button.dataset.copyReady = 'true';
  button.addEventListener('click', () => {
    status.textContent = '';
    copy(twinText(button.dataset.copyMarkdown!)).then(
      () => {
        status.textContent = button.dataset.copied ?? '';
      },
      () => {
        status.textContent = button.dataset.failed ?? '';
      },
    );
  });
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  });
  menu.addEventListener('toggle', () => {
    if (!menu.open) status.textContent = '';
  });
}
