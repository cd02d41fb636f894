import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

/** 4.x is the current docs folder; 3.x and 2.x live in versioned_docs/ and show the unmaintained banner. */
export const docsVersions = {
  lastVersion: 'current',
  versions: {
    current: {label: '4.x', path: 'v4'},
    '3.x': {label: '3.x', path: 'v3', banner: 'unmaintained'},
    '2.x': {label: '2.x', path: 'v2', banner: 'unmaintained'},
  },
} satisfies Partial<DocsOptions>;
