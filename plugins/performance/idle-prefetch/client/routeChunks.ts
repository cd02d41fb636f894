import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import flat from '@docusaurus/core/lib/client/flat';
import {chunkIdsOf} from './chunkIds';

declare const __webpack_require__: {p: string; u: (chunkId: string) => string; O?: {j?: (chunkId: string) => boolean}};

/**
 * Whether the runtime holds `chunkId` as loaded: a chunk of this page, or one without a script of its own (the
 * chunk of the stylesheet, which every page links). Read from the JSONP loader's own check, when there is one.
 */
function isLoaded(chunkId: string): boolean {
  return __webpack_require__.O?.j?.(chunkId) ?? false;
}

/** The chunk names of a route path (routesChunkNames keys are the path and a hash), as Docusaurus finds them. */
function chunkNamesOf(path: string): string[] {
  return Object.entries(routesChunkNames)
    .filter(([pathWithHash]) => pathWithHash.replace(/-[^-]+$/, '') === path)
    .flatMap(([, chunkNames]) => Object.values(flat(chunkNames)));
}

/** The URLs of the chunk files `routePath` needs. */
export function routeChunkUrls(routePath: string): string[] {
  const names = matchRoutes(routes, routePath).flatMap((match) => chunkNamesOf(match.route.path!));
  const ids = new Set(names.flatMap((name) => chunkIdsOf(registry[name]?.[0])));
  return Array.from(ids)
    .filter((id) => !isLoaded(id))
    .map((id) => __webpack_require__.p + __webpack_require__.u(id));
}
