// True from the start of a production page (the server's HTML is in the root) to the app's first commit. The
// dev server renders in the browser only: no server HTML to keep, so never.
let hydratingServerHtml = typeof document !== 'undefined' && Boolean(document.getElementById('__docusaurus')?.firstElementChild);

/** Called once the app is hydrated (client/hydrated.ts). */
export function markHydrated(): void {
  hydratingServerHtml = false;
}

/** Whether a part rendered now is hydrated from the server's HTML (the page the browser loaded), not rendered anew. */
export function hydratingFromServerHtml(): boolean {
  return hydratingServerHtml;
}
