import {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/StaticPart';
import {serverHtml, useKeptServerHtml} from '../../../static-content/client/useKeptServerHtml';
import {hydratingFromServerHtml} from '../../client/hydrating';
import {CONTROLS, whenPartIsReached} from '../../client/whenPartIsReached';

/**
 * A part made of text, links and code blocks only (`children`, whose outer element is `as`). On the page the
 * browser loaded it is the server's element with its HTML, which React keeps without rendering what is inside:
 * its links are followed by the router and its code blocks get their buttons as the reader reaches one, as
 * static-content does for a doc's content. Rendered later (after a client-side navigation), it is `children`.
 * So is a part that reaches hydration without the server's HTML, or with a code block emptied of its lines (a
 * client-side render after an error, a script that changed the page first): no text is lost.
 * With `until="reached"`, a part with state or effects (a demo) is kept the same way until the reader reaches it
 * (client/whenPartIsReached.ts), then rendered by React, the focus given back to the control that had it.
 * `whileKept` is what the children render elsewhere (head tags), rendered while they are not.
 */
export default function StaticPart({as: Tag, keep = true, until, whileKept, children}: Props): ReactNode {
  // Decided once: a part keeps its server HTML for as long as it is shown.
  const [isStatic, setStatic] = useState(() => keep && hydratingFromServerHtml());
  const root = useRef<HTMLElement>(null);
  const codeButtons = useKeptServerHtml(root, isStatic);
  // Where the focus goes back once a part kept until reached is rendered: the part's place among its parent's
  // elements (the rendered part takes it), and the control's index among the part's controls.
  const refocus = useRef<{parent: Element; place: number; control: number} | null>(null);

  useLayoutEffect(() => {
    const element = root.current;
    if (isStatic && element && (element.childElementCount === 0 || element.querySelector('.theme-code-block code:empty'))) setStatic(false);
    const pending = refocus.current;
    if (!isStatic && pending) {
      refocus.current = null;
      pending.parent.children[pending.place]?.querySelectorAll<HTMLElement>(CONTROLS)[pending.control]?.focus();
    }
  }, [isStatic]);

  useEffect(() => {
    const element = root.current;
    if (!isStatic || until !== 'reached' || !element) return undefined;
    return whenPartIsReached(element, (focused) => {
      const parent = element.parentElement;
      if (focused !== null && parent) refocus.current = {parent, place: Array.prototype.indexOf.call(parent.children, element), control: focused};
      setStatic(false);
    });
  }, [isStatic, until]);

  if (!isStatic) return children;
  return (
    <>
      <Tag ref={root as never} dangerouslySetInnerHTML={serverHtml} suppressHydrationWarning />
      {codeButtons}
      {whileKept}
    </>
  );
}
