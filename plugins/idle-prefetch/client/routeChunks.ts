import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import registry from '@generated/registry';
import flat from '@docusaurus/core/lib/client/flat';
import {chunkIdsOf} from './chunkIds';

declare const __webpack_require__: {p: string; u: (chunkId: string) => string};

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
  const urls = Array.from(ids, (id) => __webpack_require__.p + __webpack_require__.u(id));
  // A chunk the page loaded as its entry (main) has no file of its own in the runtime's table: "4014.undefined.js".
  return urls.filter((url) => !url.includes('undefined'));
}
