// Docusaurus's own `window.docusaurus` (this module stands in for it, see the plugin).
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import {chunkNamesKnown} from '../../chunk-filenames/client/chunkNames';
import {routeChunkUrls} from './routeChunks';

const fetched = new Set<string>();
const isSlowConnection = () => {
  const connection = (navigator as {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

/** Docusaurus's prefetch (same refusals: slow connection, data saving), finding files without its runtime table. */
function prefetchRoute(routePath: string): void {
  if (isSlowConnection() || fetched.has(routePath)) return;
  fetched.add(routePath);
  // A failed prefetch is only a missed head start. Chunk URLs are spelled once their names are known (the table
  // of plugins/performance/chunk-filenames, fetched with the first prefetch).
  chunkNamesKnown().then(
    () => {
      for (const url of routeChunkUrls(routePath)) prefetchHelper(url).catch(() => undefined);
    },
    () => undefined,
  );
}

const waiting: string[] = [];
let scheduled = false;

/** Idle time, or a short delay where the browser has no requestIdleCallback; prefetching waits for neither long. */
function whenIdle(callback: (deadline?: IdleDeadline) => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, {timeout: 1000});
  else setTimeout(callback, 50);
}

/**
 * A turn's work stops after this long, though the idle period may be longer (up to 50 ms): a short task leaves
 * the page free to answer the reader at once, on a slow phone as on a fast one.
 */
const turnMs = 8;

function prefetchWaiting(deadline?: IdleDeadline): void {
  scheduled = false;
  const start = performance.now();
  // One route per turn at least (a busy page still prefetches, once the timeout is up), more while time is left.
  do prefetchRoute(waiting.shift()!);
  while (waiting.length > 0 && performance.now() - start < turnMs && (deadline === undefined || deadline.timeRemaining() > 1));
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
 * data saving are refused as Docusaurus does, when the route's turn comes.
 */
function prefetch(routePath: string): boolean {
  waiting.push(routePath);
  schedule();
  return true;
}

export default Object.freeze({...docusaurus, prefetch});
