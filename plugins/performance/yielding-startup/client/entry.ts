// Stands in for Docusaurus's client entry (see the plugin): the same start-up, over several tasks instead of one.
// First: the runtime learns the chunks' names before anything requests one (plugins/performance/chunk-filenames).
import '../../chunk-filenames/client/chunkNames';
import {yieldToBrowser} from './yieldToBrowser';

// Each step is a module evaluation (eager imports are in this chunk: no request) in a task of its own:
// 1. the page's own style and layout, which the browser does as the deferred scripts end;
// 2. React and ReactDOM;
// 3. the route table and the router;
// 4. the current route's modules (preload);
// 5. Docusaurus's entry, which finds the route loaded (react-loadable keeps the promise), evaluates the app
//    and starts hydrating. A failed preload is left to the entry to handle, as before.
yieldToBrowser()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(yieldToBrowser)
  .then(() => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'))
  .then(async ({default: preload}) => {
    await yieldToBrowser();
    return preload(window.location.pathname);
  })
  .then(yieldToBrowser, () => undefined)
  .then(() => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry'));
