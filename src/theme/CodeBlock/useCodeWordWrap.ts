import {useCallback, useEffect, useRef, useState} from 'react';
import type {useCodeWordWrap as useThemeCodeWordWrap} from '@docusaurus/theme-common/internal';
import {useNearViewport} from './useNearViewport';

type WordWrap = ReturnType<typeof useThemeCodeWordWrap>;

/**
 * theme-common's useCodeWordWrap (same state, same toggle), except that a block measures whether its code
 * overflows only once it nears the viewport, where its buttons appear. theme-common's measures every block
 * right after hydration and sets a state in each, so every block of a page rendered a second time; a block in
 * a hidden tab is measured when its tab is shown, since it then comes into view.
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
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
    // A block inside a hidden tab has no box: nothing to measure until the tab is shown.
    if (!block || block.getClientRects().length === 0) return;
    setIsCodeScrollable(block.scrollWidth > block.clientWidth || Boolean(block.querySelector('code')?.hasAttribute('style')));
  }, []);

  useEffect(() => {
    if (near) updateCodeIsScrollable();
  }, [near, isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    if (!near) return undefined;
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [near, updateCodeIsScrollable]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
