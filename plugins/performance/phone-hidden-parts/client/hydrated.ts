// A client module: Docusaurus calls onRouteDidUpdate after the app's first commit, which ends the hydration.
import {markHydrated} from './serverHtml';

export function onRouteDidUpdate(): void {
  markHydrated();
}
