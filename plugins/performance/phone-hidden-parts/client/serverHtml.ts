/**
 * theme-common's useWindowSize: wider than this is "desktop". Docusaurus renders its desktop-only parts for the
 * server ("ssr") and, on a window this narrow or narrower, removes them right after hydrating them.
 */
export const desktopBreakpoint = 996;

// True from the start of a production page (the server's HTML is in the root) to the app's first commit. The
// dev server renders in the browser only: no server HTML to keep, so never.
let hydratingServerHtml = typeof document !== 'undefined' && Boolean(document.getElementById('__docusaurus')?.firstElementChild);

/** Called once the app is hydrated (client/hydrated.ts). */
export function markHydrated(): void {
  hydratingServerHtml = false;
}

/** Whether a desktop-only part rendered now would be hydrated only to be removed: hydrating, on a narrow window. */
export function hydratingOnNarrowWindow(): boolean {
  return hydratingServerHtml && window.innerWidth <= desktopBreakpoint;
}
