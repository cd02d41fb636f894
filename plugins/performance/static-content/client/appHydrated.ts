// A client module: its lifecycle hook marks the end of the start-up (see loadRouteIslands).
import {markAppHydrated} from './island';

export function onRouteDidUpdate(): void {
  markAppHydrated();
}
