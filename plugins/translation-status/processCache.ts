/**
 * A Map kept on the process, not on the module: on each reload of the site (a save of `code.json`, a sidebar or a
 * config module), the dev server evaluates the config afresh, and this plugin's modules with it, so a module's
 * own Map would start empty every time.
 */
export function processCache<K, V>(name: string): Map<K, V> {
  const store = globalThis as unknown as Record<symbol, Map<K, V>>;
  return (store[Symbol.for(`socket.io-website.translation-status.${name}`)] ??= new Map<K, V>());
}
