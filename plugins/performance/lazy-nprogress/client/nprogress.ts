// theme-classic's route progress bar (its client module, replaced by this one, see the plugin), with the
// nprogress library fetched on the first navigation rather than in main.js.
import '@docusaurus/theme-classic/lib/nprogress.css';
import type {ClientModule} from '@docusaurus/types';
import type {NProgress} from 'nprogress';

/** A navigation quicker than this shows no bar, as in theme-classic. */
const delay = 200;

let library: Promise<NProgress | undefined> | undefined;
let bar: NProgress | undefined;
let navigating = false;

/**
 * The library, fetched as the first navigation starts: it has the delay's head start on the bar. Offline, there
 * is no bar (the navigation itself reloads the page, see Docusaurus's chunk error handling); the next one retries.
 */
function loadLibrary(): Promise<NProgress | undefined> {
  library ??= import('nprogress').then(
    ({default: nprogress}) => nprogress.configure({showSpinner: false}),
    () => {
      library = undefined;
      return undefined;
    },
  );
  return library;
}

function startBar(): void {
  void loadLibrary().then((nprogress) => {
    if (!nprogress) return;
    bar = nprogress;
    // The new page may have arrived while the library was on its way.
    if (navigating) bar.start();
  });
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      navigating = true;
      void loadLibrary();
      const timeout = window.setTimeout(startBar, delay);
      return () => window.clearTimeout(timeout);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    navigating = false;
    bar?.done();
  },
};

export default clientModule;
