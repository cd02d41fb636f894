import path from 'node:path';
import type {CurrentBundler} from '@docusaurus/types';

type ReplacementPlugin = InstanceType<CurrentBundler['instance']['NormalModuleReplacementPlugin']>;

/** The module standing in for `request` when made from `context`, or undefined to leave the request alone. */
export type ReplacementFor = (context: string, request: string) => string | undefined;

/**
 * A bundler plugin that sends the requests matching `request` to the module `replacementFor` names. Shared by
 * the local plugins that stand in for a module of Docusaurus (precomputed-intl, lazy-route-components,
 * static-content, tslib-import-default, head-manager, idle-prefetch): each decides which requests, from which importers, it replaces.
 */
export function moduleReplacement(currentBundler: CurrentBundler, request: RegExp, replacementFor: ReplacementFor): ReplacementPlugin {
  return new currentBundler.instance.NormalModuleReplacementPlugin(request, (resolveData: {context: string; request: string}) => {
    const replacement = replacementFor(resolveData.context, resolveData.request);
    if (replacement) resolveData.request = replacement;
  });
}

/** Whether a request made from `context` comes from inside `dir` (a package's compiled sources, say). */
export function isInside(dir: string, context: string): boolean {
  return path.relative(dir, context).split(path.sep)[0] !== '..';
}
