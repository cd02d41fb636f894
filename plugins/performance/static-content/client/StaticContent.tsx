import {useRef, useState, type ReactNode} from 'react';
import {islandOf} from './island';
import {serverHtml, useKeptServerHtml} from './useKeptServerHtml';

type Props = {
  /** The content element the theme renders (`<Content />`), an island in the browser. */
  content: ReactNode;
  /** The theme's own rendering of the content, whose outer element is the one below. */
  children: ReactNode;
  className?: string;
  id?: string;
};

/**
 * The content of a doc or blog post. On the page the browser loaded, it is the server's HTML, which React keeps
 * as it hydrates `<div className id>` without rendering what is inside: the compiled content is not loaded.
 * Its code blocks get their buttons all the same (CodeBlockButtons), and its links are followed by the router.
 * Content needing components of its own is never an island (see loader.js). After a client-side navigation,
 * the content was loaded with its route: `children` renders it.
 */
export function StaticContent({content, children, className, id}: Props): ReactNode {
  const island = islandOf(content);
  // Decided once: a page keeps its server HTML for as long as it is shown.
  const [isStatic] = useState(() => island !== undefined && !island.isLoaded);
  const root = useRef<HTMLDivElement>(null);
  const codeButtons = useKeptServerHtml(root, isStatic);

  if (!isStatic) return children;
  return (
    <>
      <div ref={root} className={className} id={id} dangerouslySetInnerHTML={serverHtml} suppressHydrationWarning />
      {codeButtons}
    </>
  );
}
