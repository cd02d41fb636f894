// A client module: Docusaurus calls onRouteDidUpdate after the app's first commit, which ends the hydration.
import {markHydrated} from './hydrating';

export function onRouteDidUpdate(): void {
  markHydrated();
}
