/**
 * Calls `found` with the code blocks of `root` once the pointer, a touch or the focus reaches one of them. A
 * block's buttons are transparent until then (theme-classic shows them as the block is hovered or a button
 * focused): they come with the first block the reader reaches, not with every page.
 */
export function whenCodeIsReached(root: Element, found: (blocks: HTMLPreElement[]) => void): () => void {
  const blocks = Array.from(root.querySelectorAll<HTMLPreElement>('.theme-code-block pre'));
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  const stop = () => events.forEach((type) => root.removeEventListener(type, onReach));
  function onReach(event: Event): void {
    if (!(event.target instanceof Element) || !event.target.closest('.theme-code-block')) return;
    stop();
    found(blocks);
  }
  if (blocks.length > 0) events.forEach((type) => root.addEventListener(type, onReach, {passive: true}));
  return stop;
}
