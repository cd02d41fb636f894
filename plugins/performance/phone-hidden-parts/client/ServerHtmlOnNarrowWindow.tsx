import {useEffect, useState, type ReactNode} from 'react';
import {desktopBreakpoint, hydratingOnNarrowWindow} from './serverHtml';

/** Inner HTML React leaves alone when hydrating: the server's. */
const serverHtml = {__html: ''};

type Props = {
  /** The tag of the outer element `children` renders: the element React hydrates, keeping its attributes. */
  as: 'a' | 'div' | 'aside';
  children: ReactNode;
};

/**
 * A part of the layout a narrow window does not show (`children`): one Docusaurus removes once its useWindowSize
 * sees the narrow window, right after hydration, or one Infima hides below 997 px. Hydrated on such a window, it is
 * the server's element with its HTML, which React keeps without rendering what is inside, until Docusaurus removes
 * it. Once the window is wide (it grew), it is rendered for real.
 */
export function ServerHtmlOnNarrowWindow({as: Tag, children}: Props): ReactNode {
  const [kept, setKept] = useState(hydratingOnNarrowWindow);
  useEffect(() => {
    if (!kept) return undefined;
    const renderIfWide = () => {
      if (window.innerWidth > desktopBreakpoint) setKept(false);
    };
    renderIfWide();
    window.addEventListener('resize', renderIfWide);
    return () => window.removeEventListener('resize', renderIfWide);
  }, [kept]);
  return kept ? <Tag dangerouslySetInnerHTML={serverHtml} suppressHydrationWarning /> : children;
}
