import type {CodeTranslationGroups} from '../plugins/performance/code-translation-groups';

/**
 * Code translations that only some pages need, loaded with their chunks rather than in main.js (see
 * plugins/performance/code-translation-groups). A component using one of these ids imports its group,
 * `import '@code-translation-groups/<group>'`; a unit test checks that each does. The local search adds its own
 * (config/search.ts).
 */
export const codeTranslationGroups: CodeTranslationGroups = {
  demos: ['demos.'],
  home: ['home.'],
  // The "Copy page" menu of docs and Markdown pages (plugins/llms-txt).
  copyPage: ['llmsTxt.copyPage.'],
};
