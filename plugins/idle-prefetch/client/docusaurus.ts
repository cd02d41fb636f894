// Docusaurus's own `window.docusaurus` (this module stands in for it, see the plugin).
import docusaurus from '@docusaurus/core/lib/client/docusaurus';

const waiting: string[] = [];
let scheduled = false;

/** Idle time, or a short delay where the browser has no requestIdleCallback; prefetching waits for neither long. */
function whenIdle(callback: (deadline?: IdleDeadline) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, {timeout: 1000});
  else setTimeout(callback, 50);
}

function prefetchWaiting(deadline?: IdleDeadline): void {
  scheduled = false;
  // One route per turn at least (a busy page still prefetches, once the timeout is up), more while idle lasts.
  do docusaurus.prefetch(waiting.shift()!);
  while (waiting.length > 0 && deadline !== undefined && deadline.timeRemaining() > 4);
  if (waiting.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(prefetchWaiting);
}

/**
 * Prefetches `routePath`'s chunks when the browser is idle. Each link that scrolls into view asks for its route
 * (Link's IntersectionObserver), and right after hydration every link on screen asks at once: finding a route's
 * chunks walks the route table and each prefetch adds a `<link>` to the head, so together they were one long
 * task (97 ms at 4x CPU on the landing page) as the reader started to use the page. Slow connections and
 * data saving are still Docusaurus's to refuse, when the route's turn comes.
 */
function prefetch(routePath: string): boolean {
  waiting.push(routePath);
  schedule();
  return true;
}

export default Object.freeze({...docusaurus, prefetch});
