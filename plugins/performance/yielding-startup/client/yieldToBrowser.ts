/**
 * Resolves in a later task, so that the browser may handle input and render in between. `scheduler.yield()` runs
 * the continuation ahead of other queued tasks; a message on a channel (what React's scheduler uses) stands in
 * where it is missing. Not a timer: timers of background tabs are throttled to once a second.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
