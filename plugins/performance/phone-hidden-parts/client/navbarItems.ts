import type {Props} from '@theme/NavbarItem';

/**
 * The outer element of a top-level item of the desktop navbar (class `navbar__item`, hidden on a phone), by type
 * as theme-classic's NavbarItem resolves it; undefined for what a phone shows (search, the site's own types) and for
 * the items of a dropdown or of the phone's menu.
 */
export function hiddenItemElement(props: Props): 'a' | 'div' | undefined {
  const item = props as Props & {type?: string; items?: unknown; isDropdownItem?: boolean};
  if (item.mobile || item.isDropdownItem) return undefined;
  const type = !item.type || item.type === 'default' ? ('items' in item ? 'dropdown' : 'default') : item.type;
  if (['default', 'doc', 'docSidebar', 'docsVersion'].includes(type)) return 'a';
  if (['dropdown', 'docsVersionDropdown', 'localeDropdown', 'html'].includes(type)) return 'div';
  return undefined;
}
