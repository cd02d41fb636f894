import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';
import {useNearViewport} from './useNearViewport';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/**
 * theme-common's useCodeWordWrap (same state, same toggle), except that a block measures whether its code
 * overflows only once it nears the viewport, where its buttons appear. theme-common's measures every block
 * right after hydration and sets a state in each, so every block of a page rendered a second time. A block in
 * a hidden tab is measured when its tab is shown, since it then comes into view, and a block whose rendering
 * the browser skipped (content-visibility) when it is rendered.
 */
export function useCodeWordWrap(block: HTMLPreElement | null = null): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  // `block`: a block already in the page, rendered by the server (see plugins/performance/static-content).
  const codeBlockRef = useRef<HTMLPreElement>(block);
  const near = useNearViewport(codeBlockRef);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens must wrap too, so that no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((enabled) => !enabled);
  }, [isEnabled]);

  const updateCodeIsScrollable = useCallback(() => {
    const block = codeBlockRef.current;
    const code = block?.querySelector('code');
    // A block inside a hidden tab has no box, and one whose rendering the browser skips (content-visibility)
    // measures as wide as its box: nothing to measure until the tab is shown or the block rendered.
    if (!block || !code || block.getClientRects().length === 0) return;
    if (code.checkVisibility?.({contentVisibilityAuto: true}) === false) return;
    setIsCodeScrollable(block.scrollWidth > block.clientWidth || code.hasAttribute('style'));
  }, []);

  useEffect(() => {
    if (near) updateCodeIsScrollable();
  }, [near, isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    const block = codeBlockRef.current;
    if (!near || !block) return undefined;
    const onRendered = (event: Event) => {
      if (!(event as Event & {skipped: boolean}).skipped) updateCodeIsScrollable();
    };
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    block.addEventListener('contentvisibilityautostatechange', onRendered);
    return () => {
      window.removeEventListener('resize', updateCodeIsScrollable);
      block.removeEventListener('contentvisibilityautostatechange', onRendered);
    };
  }, [near, updateCodeIsScrollable]);

  // The ref's type names `| null` from Docusaurus 3.10 on, not in 3.9 (the upgrade rehearsal builds with both).
  return {codeBlockRef: codeBlockRef as WordWrap['codeBlockRef'], isEnabled, isCodeScrollable, toggle};
}
