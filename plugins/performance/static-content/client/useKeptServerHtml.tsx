import {lazy, Suspense, useEffect, useState, type ReactNode, type RefObject} from 'react';
import {useHistory} from '@docusaurus/router';
import {followLinks} from './followLinks';
import {whenCodeIsReached} from './whenCodeIsReached';

// Loaded once the reader reaches a code block.
const CodeBlockButtons = lazy(() => import('./CodeBlockButtons'));

/** Inner HTML React leaves alone when hydrating: the server's. */
export const serverHtml = {__html: ''};

/**
 * What an element kept as the server's HTML (`root`, while `kept`) needs from the app: its links followed by the
 * router, their route loaded as the pointer reaches one, and its code blocks' buttons once the reader reaches a
 * block. Returns those buttons (portals into the blocks), to render beside the element. Shared by static-content's
 * StaticContent and static-parts' StaticPart.
 */
export function useKeptServerHtml(root: RefObject<HTMLElement | null>, kept: boolean): ReactNode {
  const history = useHistory();
  const [codeBlocks, setCodeBlocks] = useState<HTMLPreElement[]>([]);

  useEffect(() => {
    const element = root.current;
    if (!kept || !element) return undefined;
    const stopWatchingCode = whenCodeIsReached(element, setCodeBlocks);
    const stopFollowingLinks = followLinks(element, {
      navigate: (target) => history.push(target),
      preload: (pathname) => void window.docusaurus.preload(pathname),
    });
    return () => {
      stopWatchingCode();
      stopFollowingLinks();
    };
  }, [root, kept, history]);

  return codeBlocks.length > 0 ? (
    <Suspense fallback={null}>
      <CodeBlockButtons blocks={codeBlocks} />
    </Suspense>
  ) : null;
}
