import type {ThemeConfig} from '@docusaurus/preset-classic';
import {externalLinks} from './links';
import {blogHasPosts, docExists, pageExists} from './sitePaths';

type Navbar = NonNullable<ThemeConfig['navbar']>;
type NavbarItem = NonNullable<Navbar['items']>[number];

/** Keeps the items whose target page exists; `false` marks an item left out. */
function present(items: (NavbarItem | false)[]): NavbarItem[] {
  return items.filter((item): item is NavbarItem => item !== false);
}

function docItem(docId: string, label: string): NavbarItem | false {
  return docExists(docId) && {type: 'doc', docId, label};
}

/** A section title inside a dropdown, rendered by the custom-dropdownHeader navbar item. */
function header(label: string): NavbarItem {
  return {type: 'custom-dropdownHeader', label} as NavbarItem;
}

function dropdown(label: string, items: (NavbarItem | false)[]): NavbarItem | false {
  const links = present(items);
  return links.some((item) => item.type !== 'custom-dropdownHeader') && {type: 'dropdown', label, position: 'left', items: links};
}

export const navbar = {
  title: 'Socket.IO',
  hideOnScroll: true,
  logo: {alt: 'Socket.IO logo', src: 'images/logo.svg', srcDark: 'images/logo-dark.svg', width: 32, height: 32},
  items: present([
    dropdown('Docs', [
      docItem('index', 'Guide'),
      docItem('tutorial/introduction', 'Tutorial'),
      pageExists('get-started/index') && {to: '/get-started/', label: 'Examples'},
      docItem('emit-cheatsheet', 'Emit cheatsheet'),
    ]),
    docExists('server-api') && {type: 'doc', docId: 'server-api', label: 'Server API', position: 'left'},
    docExists('client-api') && {type: 'doc', docId: 'client-api', label: 'Client API', position: 'left'},
    dropdown('Ecosystem', [
      header('Help'),
      docItem('troubleshooting-connection-issues', 'Troubleshooting'),
      {href: externalLinks.stackOverflow, label: 'Stack Overflow'},
      {href: externalLinks.discussions, label: 'GitHub Discussions'},
      {href: externalLinks.slack, label: 'Slack'},
      header('News'),
      blogHasPosts() && {to: '/blog/', label: 'Blog'},
      {href: externalLinks.x, label: 'X (Twitter)'},
      header('Tools'),
      {href: externalLinks.cdn, label: 'CDN'},
      {href: externalLinks.adminUi, label: 'Admin UI'},
    ]),
    dropdown('About', [
      docItem('faq', 'FAQ'),
      docItem('changelog/index', 'Changelog'),
      {href: externalLinks.roadmap, label: 'Roadmap'},
      {href: externalLinks.sponsor, label: 'Become a sponsor'},
    ]),
    {
      type: 'docsVersionDropdown',
      position: 'right',
      dropdownActiveClassDisabled: true,
      dropdownItemsAfter: present([docExists('changelog/index') && {to: '/docs/v4/changelog/', label: 'Changelog'}]),
    },
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
    {href: externalLinks.github, position: 'right', className: 'navbar__github-link', 'aria-label': 'GitHub'},
  ]),
} satisfies Navbar;
