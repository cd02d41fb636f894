import {useEffect, useMemo, useState} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {loadedHighlighter, loadHighlighter} from '@prism-languages/loader';
import {plainCodeHtml, type CodeHtmlInput} from '@site/plugins/prism-languages/client/codeHtml';

/** Stands for "the lines already in the page": the server's highlighted HTML, which React leaves as it is. */
export const serverHtml = '';

/**
 * The HTML of a code block's lines, or {@link serverHtml} while the block can keep the lines the server
 * rendered. A block hydrated from the page keeps them as long as the Prism theme it was rendered with applies
 * (React does not touch the inner HTML of an element it hydrates); it is highlighted again, with Prism fetched
 * then, when the colour mode changes the theme. A block rendered in the browser (after a client-side
 * navigation) shows its code plain until Prism has arrived.
 */
export function useLinesHtml(input: CodeHtmlInput): string {
  const isBrowser = useIsBrowser();
  const [hydrated] = useState(() => typeof window !== 'undefined' && !isBrowser);
  const [renderedTheme] = useState(input.theme);
  const [keepsServerHtml, setKeepsServerHtml] = useState(hydrated);
  if (keepsServerHtml && input.theme !== renderedTheme) setKeepsServerHtml(false);

  const [highlighter, setHighlighter] = useState(loadedHighlighter);
  const needsHighlighter = !keepsServerHtml && !highlighter;
  useEffect(() => {
    if (!needsHighlighter) return undefined;
    let current = true;
    loadHighlighter().then(
      (loaded) => current && setHighlighter(() => loaded),
      // A failed chunk leaves the code as it is on screen (highlighted by the server, or plain).
      (error: unknown) => console.warn('Code highlighting is unavailable:', error),
    );
    return () => {
      current = false;
    };
  }, [needsHighlighter]);

  const {code, language, theme, lineClassNames, lineNumbers} = input;
  return useMemo(() => {
    const block = {code, language, theme, lineClassNames, lineNumbers};
    if (keepsServerHtml) return serverHtml;
    if (highlighter) return highlighter.highlightedCodeHtml(block);
    return hydrated ? serverHtml : plainCodeHtml(block);
  }, [keepsServerHtml, highlighter, hydrated, code, language, theme, lineClassNames, lineNumbers]);
}
