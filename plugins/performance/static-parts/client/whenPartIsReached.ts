/** What the reader can use in a part: its first one in view is where the part is reached. */
export const CONTROLS = 'input, select, textarea, button, canvas, [tabindex]';

/**
 * Calls `reached` once the reader reaches `part`, a part kept as the server's HTML until then: its first control
 * comes into view (or the part itself, when it has none), or the focus, a pointer or a form submission gets into
 * it before that. `reached` receives the index of the control that has the focus (among the part's CONTROLS), so
 * that the part rendered anew can give it back; null when the focus is elsewhere. Until then a form of the part
 * has no handler of its own: its submission is held back, not sent as a page load.
 */
export function whenPartIsReached(part: HTMLElement, reached: (focused: number | null) => void): () => void {
  // A browser without IntersectionObserver cannot tell when the part comes into view: it gets the part at once, as
  // it did before the part was kept (as src/theme/CodeBlock/useNearViewport.ts does for code blocks).
  if (typeof IntersectionObserver === 'undefined') {
    reached(null);
    return () => undefined;
  }
  const controls = () => Array.from(part.querySelectorAll<HTMLElement>(CONTROLS));
  const target = controls()[0] ?? part;
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) reach();
  });
  const onEvent = (event: Event) => {
    if (event.type === 'submit') event.preventDefault();
    reach();
  };
  const events = ['focusin', 'pointerdown', 'submit'] as const;
  let done = false;
  function stop(): void {
    done = true;
    observer.disconnect();
    events.forEach((type) => part.removeEventListener(type, onEvent, true));
  }
  function reach(): void {
    if (done) return;
    stop();
    const focused = controls().indexOf(document.activeElement as HTMLElement);
    reached(focused >= 0 ? focused : null);
  }
  observer.observe(target);
  events.forEach((type) => part.addEventListener(type, onEvent, true));
  return stop;
}
