import type {Plugin} from '@docusaurus/types';

/** Optional native add-ons that `ws` tries to load and works without. */
export const optionalNativeModules = ['bufferutil', 'utf-8-validate'];

/**
 * The demos import socket.io-client, which brings `ws` into the server-side rendering bundle, where the
 * bundler cannot resolve ws's optional add-ons and warns on every build. Sockets only open in the browser,
 * so the server bundle simply goes without them.
 */
export default function ssrOptionalModulesPlugin(): Plugin {
  return {
    name: 'ssr-optional-modules',
    configureWebpack(_config, isServer) {
      if (!isServer) return {};
      return {resolve: {alias: Object.fromEntries(optionalNativeModules.map((name) => [name, false]))}};
    },
  };
}
