import type {ComponentType, ReactNode} from 'react';
import {loadMdxContent} from './mdxContent';

type BodyModule = {default: ComponentType<object>};

/** A doc's or blog post's compiled content, loaded on demand. */
export type ContentIsland = {
  /** Loads the content and the MDX components it renders with; settles at once when they are loaded. */
  load(): Promise<void>;
  readonly isLoaded: boolean;
};

export type IslandComponent = ComponentType<object> & {island: ContentIsland};

/**
 * The default export of a doc's or post's route module in the browser (see loader.js): renders the compiled
 * content, which must be loaded first. The route loads it before rendering (loadRouteIslands) except on the page
 * the browser loaded, where the wrapper of the theme's content keeps the server's HTML (StaticContent).
 */
export function createContentIsland(loadBody: () => Promise<BodyModule>): IslandComponent {
  let Body: ComponentType<object> | undefined;
  let loading: Promise<void> | undefined;
  const island: ContentIsland = {
    load() {
      loading ??= Promise.all([loadBody(), loadMdxContent()]).then(
        ([body]) => {
          Body = body.default;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get isLoaded() {
      return Body !== undefined;
    },
  };
  function IslandContent(props: object): ReactNode {
    if (!Body) throw island.load();
    return <Body {...props} />;
  }
  IslandContent.island = island;
  return IslandContent;
}

/** The island of a content component (the theme gets the content as `<Content />`), if it is one. */
export function islandOf(content: unknown): ContentIsland | undefined {
  const type = (content as {type?: unknown} | null)?.type ?? content;
  return typeof type === 'function' && 'island' in type ? (type as IslandComponent).island : undefined;
}

let appHydrated = false;

/** From the first render of the app on, routes load their content with them (see appHydrated.ts). */
export function markAppHydrated(): void {
  appHydrated = true;
}

/**
 * Loads the content of the islands among a route's loaded modules, once the app has hydrated. Before, the route
 * being loaded is the page the browser loaded, whose content stays the server's HTML (StaticContent).
 */
export function loadRouteIslands(modules: unknown): Promise<unknown> | undefined {
  if (!Array.isArray(modules)) return undefined;
  const loaded = modules as ({default?: unknown; rendersWithMdxContent?: boolean} | null)[];
  // Content left whole (pages, blog lists) renders at once, with the MDX components.
  const loads: Promise<unknown>[] = loaded.some((module) => module?.rendersWithMdxContent === true) ? [loadMdxContent()] : [];
  if (appHydrated) for (const module of loaded) loads.push(islandOf(module?.default)?.load() ?? Promise.resolve());
  return loads.length > 0 ? Promise.all(loads) : undefined;
}
