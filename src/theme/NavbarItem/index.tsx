import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

// Wrapped in memo: on phones the navbar's content renders again once hydrated (the mobile menu's context
// changes with the window size), and every item with it, though no item's props have changed.
export default memo(NavbarItem);
