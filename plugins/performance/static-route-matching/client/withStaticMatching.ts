export type Options = {end?: boolean; strict?: boolean; sensitive?: boolean; delimiter?: string};
export type Matcher = {exec(pathname: string): string[] | null; test(pathname: string): boolean; keys: unknown[]};

/** path-to-regexp 1.x: a function building a RegExp (with `keys`), and its other exports. */
export type PathToRegexp = ((path: string, keys?: unknown[], options?: Options) => RegExp) & {
  parse: unknown;
  compile: unknown;
  tokensToFunction: unknown;
  tokensToRegExp: unknown;
};

const ascii = /^[\x00-\x7f]*$/;

/** A path with none of path-to-regexp's syntax (parameters, groups, wildcards, escapes): matched as it is written. */
export const isStaticPath = (path: unknown): path is string => typeof path === 'string' && !/[\\:(*]/.test(path) && ascii.test(path);

/**
 * What path-to-regexp's RegExp for a static `path` does, without building it: `^path(?:/(?=$))?` followed by `$`
 * (`end`) or `(?=/|$)`, the trailing slash of `path` being optional, case-insensitive unless `sensitive`.
 */
function staticMatcher(original: PathToRegexp, path: string, {end = true, sensitive = false}: Options): Matcher {
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  const fold = (text: string) => (sensitive ? text : text.toLowerCase());
  const foldedBase = fold(base);
  let expression: RegExp | undefined;
  const exec = (pathname: string): string[] | null => {
    // Case folding of other characters is left to the real expression, built the first time it is needed.
    if (!sensitive && !ascii.test(pathname)) return (expression ??= original(path, [], {end, sensitive})).exec(pathname);
    if (fold(pathname.slice(0, base.length)) !== foldedBase) return null;
    const rest = pathname.slice(base.length);
    if (rest === '' || rest === '/') return [pathname];
    if (!end && rest.startsWith('/')) return [pathname.slice(0, base.length)];
    return null;
  };
  return {exec, test: (pathname) => exec(pathname) !== null, keys: []};
}

/**
 * `original`, path-to-regexp, for react-router's matchPath: a static route (every route of this site) is matched by
 * comparing strings. Matching a URL walks the route table, and building, compiling and running a RegExp for
 * each route it passes was most of the cost of finding a doc page's route, every time the page loads.
 */
export function withStaticMatching(original: PathToRegexp): PathToRegexp {
  function pathToRegexp(path: string, keys?: unknown[], options: Options = {}) {
    if (isStaticPath(path) && !options.strict && options.delimiter === undefined && Array.isArray(keys)) {
      return staticMatcher(original, path, options) as unknown as RegExp;
    }
    return original(path, keys, options);
  }
  return Object.assign(pathToRegexp, {
    parse: original.parse,
    compile: original.compile,
    tokensToFunction: original.tokensToFunction,
    tokensToRegExp: original.tokensToRegExp,
  });
}
