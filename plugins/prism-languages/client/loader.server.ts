import * as highlighter from './highlighter';
import type {Highlighter} from './loader';

// The server's loader: every code block is highlighted while the page is rendered, so Prism is always there.

export const loadedHighlighter = (): Highlighter => highlighter;

export const loadHighlighter = (): Promise<Highlighter> => Promise.resolve(highlighter);
