import {useEffect, useState, type RefObject} from 'react';

type Listener = () => void;

const listeners = new Map<Element, Set<Listener>>();
let observer: IntersectionObserver | undefined;

/** One observer for every element watched: a page can hold a hundred code blocks. */
function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        for (const listener of [...(listeners.get(entry.target) ?? [])]) listener();
      }
    },
    // Far enough ahead that a block's buttons are there before it scrolls into view.
    {rootMargin: '400px 0px'},
  );
  return observer;
}

function watch(element: Element, listener: Listener): () => void {
  let watchers = listeners.get(element);
  if (!watchers) {
    watchers = new Set();
    listeners.set(element, watchers);
    sharedObserver().observe(element);
  }
  watchers.add(listener);
  return () => {
    watchers.delete(listener);
    if (watchers.size > 0 || listeners.get(element) !== watchers) return;
    listeners.delete(element);
    sharedObserver().unobserve(element);
  };
}

/** Becomes true, and stays true, once the element is within 400 px of the viewport. */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const stop = watch(element, () => {
      stop();
      setNear(true);
    });
    return stop;
  }, [ref, near]);
  return near;
}
