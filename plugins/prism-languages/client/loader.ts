import type * as HighlighterModule from './highlighter';

// The browser's loader: Prism and its grammars are a chunk of their own, fetched when a code block has to be
// highlighted in the browser (the server's HTML is already highlighted). The server bundle gets loader.server.ts.

export type Highlighter = typeof HighlighterModule;

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** The highlighter, once its chunk has arrived. */
export function loadedHighlighter(): Highlighter | undefined {
  return loaded;
}

/** Fetches the highlighter's chunk, once. */
export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import(/* webpackChunkName: "prism" */ './highlighter').then((module) => (loaded = module));
  return loading;
}
