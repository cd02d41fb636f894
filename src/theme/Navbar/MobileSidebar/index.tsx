import {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** The reader is about to open the menu: a pointer or the focus is on its toggle. */
const reachesToggle = (event: Event) => event.target instanceof Element && event.target.closest('.navbar__toggle') !== null;

// Wrapped to mount the mobile menu only when the reader reaches for it. theme-classic mounts it, hidden, on every
// phone visit: its links counted as visible to Link's observers, which prefetched their pages (257 files on a doc page).
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(shown);
  if (shown && !wanted) setWanted(true);

  // Mounted as the pointer goes down or the focus arrives, the menu is there, hidden, when the click opens it:
  // its slide-in transition runs.
  useEffect(() => {
    if (wanted) return undefined;
    const prepare = (event: Event) => {
      if (reachesToggle(event)) setWanted(true);
    };
    document.addEventListener('pointerdown', prepare, {capture: true, passive: true});
    document.addEventListener('focusin', prepare);
    return () => {
      document.removeEventListener('pointerdown', prepare, {capture: true});
      document.removeEventListener('focusin', prepare);
    };
  }, [wanted]);

  return wanted ? <MobileSidebar /> : null;
}
