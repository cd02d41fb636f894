/**
 * The path, query and hash of a link the router should follow, as theme-classic's Link would: a plain click
 * (no modifier, no new tab, no download) on a link to another page of the site. Links to files (a name with an
 * extension), to the same page (its headings), to another edition of the site (`hreflang`: its pages are not
 * routes of this one, see plugins/translation-status) and elsewhere are left to the browser.
 */
export function routerTarget(link: HTMLAnchorElement, event: MouseEvent): string | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.hreflang) return undefined;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return undefined;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return undefined;
  return url.pathname + url.search + url.hash;
}

type Router = {navigate(target: string): void; preload(pathname: string): void};

/**
 * The links of server-rendered content, which React does not render: followed by the router (no page load),
 * their route loaded as the pointer reaches them, as theme-classic's Link does.
 */
export function followLinks(root: HTMLElement, {navigate, preload}: Router): () => void {
  const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest('a[href]') : null);
  const onPointerOver = (event: Event): void => {
    const link = linkOf(event);
    if (link instanceof HTMLAnchorElement && !link.hreflang && link.origin === window.location.origin && link.pathname !== window.location.pathname) preload(link.pathname);
  };
  const onClick = (event: MouseEvent): void => {
    const link = linkOf(event);
    const target = link instanceof HTMLAnchorElement && !event.defaultPrevented ? routerTarget(link, event) : undefined;
    if (target === undefined) return;
    event.preventDefault();
    navigate(target);
  };
  root.addEventListener('pointerover', onPointerOver, {passive: true});
  root.addEventListener('click', onClick);
  return () => {
    root.removeEventListener('pointerover', onPointerOver);
    root.removeEventListener('click', onClick);
  };
}
