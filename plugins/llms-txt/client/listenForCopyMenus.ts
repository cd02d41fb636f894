// Imported by the copy menu's component, so it comes with the pages that show one (docs, Markdown pages), not in
// main.js. It listens on the document, since a menu may be in content the browser keeps as the server rendered it
// (plugins/performance/static-content), where React attaches no handler; opening a menu loads the copying code.
// `toggle` does not bubble: caught on its way down.
if (typeof document !== 'undefined') {
  document.addEventListener(
    'toggle',
    (event) => {
      const menu = event.target;
      if (menu instanceof HTMLDetailsElement && menu.open && menu.classList.contains('copy-page-menu')) {
        void import('./copyMenu').then(({enhance}) => enhance(menu));
      }
    },
    true,
  );
  // A click on "Copy as Markdown" that comes before the copying code (a fast reader, a slow device): copy once the
  // code is there, rather than lose the click. Once enhanced, the button carries data-copy-ready and copies itself.
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('[data-copy-markdown]') : null;
      const menu = button?.closest('details.copy-page-menu');
      if (!(button instanceof HTMLButtonElement) || !(menu instanceof HTMLDetailsElement) || button.dataset.copyReady) return;
      void import('./copyMenu').then(({enhance}) => {
        enhance(menu);
        button.click();
      });
    },
    true,
  );
}

export {};
