import {useEffect, useLayoutEffect, useMemo, useState, type RefObject} from 'react';
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
 *
 * `code` is the element holding the lines: should a block hydrate without the server's lines in it, it is
 * written like a block rendered in the browser, so that no code is lost.
 */
/**
 * Whether the page is being hydrated: Docusaurus marks the document once it is (`data-has-hydrated`, "false" in
 * the server's HTML). Read once per block, unlike useIsBrowser, whose change after hydration rendered every
 * block of the page again.
 */
const pageIsHydrating = () => typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';

export function useLinesHtml(input: CodeHtmlInput, code: RefObject<HTMLElement | null>): string {
  const [hydrated, setHydrated] = useState(pageIsHydrating);
  const [renderedTheme] = useState(input.theme);
  const [keepsServerHtml, setKeepsServerHtml] = useState(hydrated);
  if (keepsServerHtml && input.theme !== renderedTheme) setKeepsServerHtml(false);

  useLayoutEffect(() => {
    if (hydrated && code.current?.childElementCount === 0) {
      setHydrated(false);
      setKeepsServerHtml(false);
    }
  }, [hydrated, code]);

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

  const {code: source, language, theme, lineClassNames, lineNumbers} = input;
  // The metadata (and its line classes) is rebuilt on each render of the block: memoized by value.
  const lineClasses = JSON.stringify(lineClassNames);
  return useMemo(() => {
    const block = {code: source, language, theme, lineClassNames, lineNumbers};
    if (keepsServerHtml) return serverHtml;
    if (highlighter) return highlighter.highlightedCodeHtml(block);
    return hydrated ? serverHtml : plainCodeHtml(block);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- lineClassNames is keyed by its value, lineClasses
  }, [keepsServerHtml, highlighter, hydrated, source, language, theme, lineClasses, lineNumbers]);
}
