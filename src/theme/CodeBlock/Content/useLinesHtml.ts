import {useEffect, useLayoutEffect, useMemo, useState, type RefObject} from 'react';
import {loadedHighlighter, loadHighlighter} from '@prism-languages/loader';
import {plainCodeHtml, type CodeHtmlInput} from '@site/plugins/prism-languages/client/codeHtml';

/** Stands for "the lines already in the page": the server's highlighted HTML, which React leaves as it is. */
export const serverHtml = '';

/**
 * Whether the page is being hydrated: Docusaurus marks the document once it is (`data-has-hydrated`, "false" in
 * the server's HTML). Read once per block, unlike useIsBrowser, whose change after hydration rendered every
 * block of the page again.
 */
const pageIsHydrating = () => typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';

/**
 * The HTML of a code block's lines, or {@link serverHtml} while the block keeps the lines the server rendered.
 * A block hydrated from the page keeps them as long as it shows the same code: React does not touch the inner
 * HTML of an element it hydrates, and the lines are coloured for both colour modes. A block rendered in the browser (after a
 * client-side navigation) shows its code plain until Prism, a chunk of its own, has arrived.
 *
 * `code` is the element holding the lines: should a block hydrate without the server's lines in it, it is
 * written like a block rendered in the browser, so that no code is lost.
 */
export function useLinesHtml(input: CodeHtmlInput, code: RefObject<HTMLElement | null>): string {
  const {code: source, language, themes, lineClassNames, lineNumbers} = input;
  // The metadata (and its line classes) is rebuilt on each render of the block: compared by value.
  const lineClasses = JSON.stringify(lineClassNames);
  const shown = `${language}\n${lineClasses}\n${Boolean(lineNumbers)}\n${source}`;
  const [serverShown] = useState(shown);
  const [hydratedWithLines, setHydratedWithLines] = useState(pageIsHydrating);
  // The server's lines are those of the code the block was hydrated with.
  const keepsServerHtml = hydratedWithLines && shown === serverShown;

  // Once it has shown other code (or found no lines), the block writes its lines itself from then on.
  useLayoutEffect(() => {
    if (hydratedWithLines && (!keepsServerHtml || code.current?.childElementCount === 0)) setHydratedWithLines(false);
  }, [hydratedWithLines, keepsServerHtml, code]);

  const [highlighter, setHighlighter] = useState(loadedHighlighter);
  const needsHighlighter = !keepsServerHtml && !highlighter;
  useEffect(() => {
    if (!needsHighlighter) return undefined;
    let current = true;
    loadHighlighter().then(
      (loaded) => current && setHighlighter(() => loaded),
      // A failed chunk leaves the code as it is on screen (plain).
      (error: unknown) => console.warn('Code highlighting is unavailable:', error),
    );
    return () => {
      current = false;
    };
  }, [needsHighlighter]);

  return useMemo(() => {
    if (keepsServerHtml) return serverHtml;
    const block = {code: source, language, themes, lineClassNames, lineNumbers};
    return highlighter ? highlighter.highlightedCodeHtml(block) : plainCodeHtml(block);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- lineClassNames is keyed by its value, lineClasses
  }, [keepsServerHtml, highlighter, source, language, themes, lineClasses, lineNumbers]);
}
