import {translate} from '@docusaurus/Translate';
import type {DocSearchTranslations} from '@docsearch/react';

/**
 * The texts of DocSearch's button, under the ids of Docusaurus's Algolia theme: the plugin's default messages
 * come from @docusaurus/theme-translations (theme-search-algolia), and i18n/<locale>/code.json can override
 * them, in both search modes. The modal's are in ./modal, loaded with the modal.
 */
export const buttonTranslations: DocSearchTranslations['button'] = {
  buttonText: translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'}),
  buttonAriaLabel: translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'}),
};
