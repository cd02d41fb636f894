import type {ThemeConfig} from '@docusaurus/preset-classic';
import {externalLinks} from './links';
import {blogHasPosts, docExists, pageExists} from './sitePaths';

type Footer = NonNullable<ThemeConfig['footer']>;
type FooterLink = {label: string; to?: string; href?: string};

function docLink(docId: string, path: string, label: string): FooterLink | false {
  return docExists(docId) && {label, to: `/docs/v4/${path}`};
}

function column(title: string, items: (FooterLink | false)[]) {
  return {title, items: items.filter((item): item is FooterLink => item !== false)};
}

export const footer = {
  style: 'dark',
  links: [
    column('Documentation', [
      docLink('index', '', 'Guide'),
      docLink('tutorial/introduction', 'tutorial/introduction/', 'Tutorial'),
      pageExists('get-started/index') && {label: 'Examples', to: '/get-started/'},
      docLink('server-api', 'server-api/', 'Server API'),
      docLink('client-api', 'client-api/', 'Client API'),
    ]),
    column('Help', [
      docLink('troubleshooting-connection-issues', 'troubleshooting-connection-issues/', 'Troubleshooting'),
      {label: 'Stack Overflow', href: externalLinks.stackOverflow},
      {label: 'GitHub Discussions', href: externalLinks.discussions},
      {label: 'Slack', href: externalLinks.slack},
    ]),
    column('News', [
      blogHasPosts() && {label: 'Blog', to: '/blog/'},
      {label: 'X (Twitter)', href: externalLinks.x},
    ]),
    column('Tools', [
      {label: 'CDN', href: externalLinks.cdn},
      {label: 'Admin UI', href: externalLinks.adminUi},
    ]),
    column('About', [
      docLink('faq', 'faq/', 'FAQ'),
      docLink('changelog/index', 'changelog/', 'Changelog'),
      {label: 'Roadmap', href: externalLinks.roadmap},
      {label: 'Become a sponsor', href: externalLinks.sponsor},
      // The translations' status page, for translators (plugins/translation-status).
      {label: 'Translations', to: '/translations/'},
      {label: 'GitHub', href: externalLinks.github},
    ]),
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Socket.IO`,
} satisfies Footer;
