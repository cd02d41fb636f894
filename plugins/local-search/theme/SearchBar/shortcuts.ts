import {useEffect, useRef} from 'react';

type ShortcutHandlers = {isOpen: boolean; onOpen: () => void; onClose: () => void};

/** The mounted search bar's handlers; null while none is mounted. */
let current: {readonly handlers: ShortcutHandlers} | null = null;
/** A shortcut pressed while no search bar was mounted: the next one to mount opens. */
let pendingOpen = false;

/** Typing in a field (or on a button) keeps its `/`; Ctrl/Cmd+K works everywhere, as in DocSearch. */
function isEditingContent(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0] as HTMLElement | undefined;
  const tag = target?.tagName;
  return Boolean(target?.isContentEditable) || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || tag === 'BUTTON';
}

function onKeyDown(event: KeyboardEvent): void {
  const isOpen = current?.handlers.isOpen ?? false;
  const ctrlK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
  const slash = event.key === '/' && !isOpen && !isEditingContent(event);
  const escape = event.code === 'Escape' && isOpen;
  if (!ctrlK && !slash && !escape) return;
  event.preventDefault();
  if (!current) {
    pendingOpen = true;
    return;
  }
  if (isOpen) current.handlers.onClose();
  else if (!document.body.classList.contains('DocSearch--active')) current.handlers.onOpen();
}

// Listening from the moment the page's code runs, not from the search bar's first effect: React may mount
// (or remount) the navbar's search after the page reports itself hydrated, and a Ctrl+K pressed in between
// used to be lost (seen on /search/, where the page's own field has the focus).
if (typeof window !== 'undefined') window.addEventListener('keydown', onKeyDown);

/** DocSearch's keyboard shortcuts (Ctrl/Cmd+K, `/`, Escape) for the mounted search bar. */
export function useSearchShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const entry = {
      get handlers() {
        return latest.current;
      },
    };
    current = entry;
    if (pendingOpen) {
      pendingOpen = false;
      latest.current.onOpen();
    }
    return () => {
      if (current === entry) current = null;
    };
  }, []);
}
