// A client module (in every page's main.js, so a few lines): it loads the copy menu's code when a reader opens one,
// in React's content or in content kept as the server rendered it alike. `toggle` does not bubble: caught on its way down.
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
