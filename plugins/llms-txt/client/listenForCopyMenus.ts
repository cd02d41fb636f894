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
}

export {};
