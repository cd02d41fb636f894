import type {TranslationFileContent} from '@docusaurus/types';

/** The llms.txt sentences and section names, in English; each locale translates them in `i18n/<locale>/llms-txt/llms-txt.json`. */
export const defaultMessages = {
  summary:
    'Socket.IO is a library for real-time, bidirectional and event-based communication between a server and its clients. ' +
    'It runs over WebSocket and falls back to HTTP long-polling where WebSocket cannot connect; clients reconnect by themselves, ' +
    'and a server can broadcast to rooms of clients, across several server processes through an adapter. ' +
    'This site documents the Node.js server and the JavaScript client, 4.x first.',
  details:
    'Every page of the site is also served as Markdown: replace the slash that ends its URL with `.md`. ' +
    'llms-full.txt holds the whole 4.x documentation in one file.',
  howTo: 'How-to guides',
  pages: 'Pages',
  blog: 'Blog',
} as const;

export type LlmsTxtMessages = Record<keyof typeof defaultMessages, string>;

const descriptions: Record<keyof LlmsTxtMessages, string> = {
  summary: 'The summary of the site at the top of llms.txt, a paragraph for an AI assistant',
  details: 'The sentence after the summary of llms.txt, on the Markdown version of each page',
  howTo: 'The section of llms.txt listing the how-to guides (/how-to/...)',
  pages: 'The section of llms.txt listing the other pages (home page, demos, Cordova)',
  blog: 'The section of llms.txt listing the blog posts',
};

/** The translation file the plugin declares (write-translations writes it for each locale). */
export function translationFile(): TranslationFileContent {
  return Object.fromEntries(
    Object.entries(defaultMessages).map(([id, message]) => [id, {message, description: descriptions[id as keyof LlmsTxtMessages]}]),
  );
}

/** The messages with a locale's translations, where it has them. */
export function translatedMessages(translations: TranslationFileContent | undefined): LlmsTxtMessages {
  return Object.fromEntries(
    Object.entries(defaultMessages).map(([id, message]) => [id, translations?.[id]?.message ?? message]),
  ) as LlmsTxtMessages;
}
