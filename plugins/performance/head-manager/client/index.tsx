// Stands in for react-helmet-async in the browser bundle (see the plugin): Docusaurus's <Head> and
// <HelmetProvider> giving the same head, with 3.8 KB (gzip) less in main.js. The server still renders with react-helmet-async.
import {useLayoutEffect, useRef, type ReactNode} from 'react';
import {applyHeadState} from './applyHeadState';
import {headPropsOf, headState, type HeadProps} from './headState';

type Instance = {props: HeadProps; committed: boolean};

/** The mounted <Head> elements in the order they first rendered: an inner or later one overrides. */
const instances: Instance[] = [];
let frame = 0;

/** Applies the combined head at the next frame, once however many <Head> changed in between. */
function scheduleApply(): void {
  cancelAnimationFrame(frame);
  frame = requestAnimationFrame(() => applyHeadState(headState(instances.filter((instance) => instance.committed).map((instance) => instance.props))));
}

export function Helmet({children, ...props}: HeadProps & {children?: ReactNode}): null {
  const instance = useRef<Instance | null>(null);
  const headProps = headPropsOf(children, props);
  if (instance.current === null) {
    // Registered while rendering, as react-helmet-async does: render order is what makes an inner <Head> win.
    // A render React throws away is never committed, and so never counted.
    instance.current = {props: headProps, committed: false};
    instances.push(instance.current);
  }
  const own = instance.current;
  const key = JSON.stringify(headProps);
  useLayoutEffect(() => {
    own.props = headProps;
    own.committed = true;
    scheduleApply();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- headProps is described by key
  }, [own, key]);
  useLayoutEffect(() => {
    // Back in the list if an effect cleanup took it out while it stays mounted (StrictMode's double effects).
    if (!instances.includes(own)) instances.push(own);
    return () => {
      const index = instances.indexOf(own);
      if (index !== -1) instances.splice(index, 1);
      scheduleApply();
    };
  }, [own]);
  return null;
}

/** Nothing to provide: the browser has one document head. */
export function HelmetProvider({children}: {children?: ReactNode; context?: object}): ReactNode {
  return children;
}
