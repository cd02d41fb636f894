// The modal's messages are not in main.js (plugins/performance/code-translation-groups): they come with this module.
import '@code-translation-groups/searchModal';
import {translate} from '@docusaurus/Translate';
import type {DocSearchTranslations} from '@docsearch/react';

/** The texts of DocSearch's modal, under the ids of Docusaurus's Algolia theme (see ./index). */
export const modalTranslations: DocSearchTranslations['modal'] = {
  searchBox: {
    clearButtonTitle: translate({id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query', description: 'The label and ARIA label for search box reset button'}),
    clearButtonAriaLabel: translate({id: 'theme.SearchModal.searchBox.resetButtonTitle', message: 'Clear the query', description: 'The label and ARIA label for search box reset button'}),
    closeButtonText: translate({id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel', description: 'The label and ARIA label for search box cancel button'}),
    closeButtonAriaLabel: translate({id: 'theme.SearchModal.searchBox.cancelButtonText', message: 'Cancel', description: 'The label and ARIA label for search box cancel button'}),
    placeholderText: translate({id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs', description: 'The placeholder text for the main search input field'}),
    searchInputLabel: translate({id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search', description: 'The ARIA label for search input'}),
  },
  startScreen: {
    recentSearchesTitle: translate({id: 'theme.SearchModal.startScreen.recentSearchesTitle', message: 'Recent', description: 'The title for recent searches'}),
    noRecentSearchesText: translate({id: 'theme.SearchModal.startScreen.noRecentSearchesText', message: 'No recent searches', description: 'The text when there are no recent searches'}),
    saveRecentSearchButtonTitle: translate({id: 'theme.SearchModal.startScreen.saveRecentSearchButtonTitle', message: 'Save this search', description: 'The title for save recent search button'}),
    removeRecentSearchButtonTitle: translate({id: 'theme.SearchModal.startScreen.removeRecentSearchButtonTitle', message: 'Remove this search from history', description: 'The title for remove recent search button'}),
    favoriteSearchesTitle: translate({id: 'theme.SearchModal.startScreen.favoriteSearchesTitle', message: 'Favorite', description: 'The title for favorite searches'}),
    removeFavoriteSearchButtonTitle: translate({id: 'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle', message: 'Remove this search from favorites', description: 'The title for remove favorite search button'}),
  },
  errorScreen: {
    titleText: translate({id: 'theme.SearchModal.errorScreen.titleText', message: 'Unable to fetch results', description: 'The title for error screen'}),
    helpText: translate({id: 'theme.SearchModal.errorScreen.helpText', message: 'You might want to check your network connection.', description: 'The help text for error screen'}),
  },
  footer: {
    selectText: translate({id: 'theme.SearchModal.footer.selectText', message: 'Select', description: 'The select text for footer'}),
    selectKeyAriaLabel: translate({id: 'theme.SearchModal.footer.selectKeyAriaLabel', message: 'Enter key', description: 'The ARIA label for select key in footer'}),
    navigateText: translate({id: 'theme.SearchModal.footer.navigateText', message: 'Navigate', description: 'The navigate text for footer'}),
    navigateUpKeyAriaLabel: translate({id: 'theme.SearchModal.footer.navigateUpKeyAriaLabel', message: 'Arrow up', description: 'The ARIA label for navigate up key in footer'}),
    navigateDownKeyAriaLabel: translate({id: 'theme.SearchModal.footer.navigateDownKeyAriaLabel', message: 'Arrow down', description: 'The ARIA label for navigate down key in footer'}),
    closeText: translate({id: 'theme.SearchModal.footer.closeText', message: 'Close', description: 'The close text for footer'}),
    closeKeyAriaLabel: translate({id: 'theme.SearchModal.footer.closeKeyAriaLabel', message: 'Escape key', description: 'The ARIA label for close key in footer'}),
  },
  noResultsScreen: {
    noResultsText: translate({id: 'theme.SearchModal.noResultsScreen.noResultsText', message: 'No results for', description: 'The text when there are no results'}),
    suggestedQueryText: translate({id: 'theme.SearchModal.noResultsScreen.suggestedQueryText', message: 'Try searching for', description: 'The text for suggested query'}),
    reportMissingResultsText: translate({id: 'theme.SearchModal.noResultsScreen.reportMissingResultsText', message: 'Believe this query should return results?', description: 'The text for reporting missing results'}),
    reportMissingResultsLinkText: translate({id: 'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText', message: 'Let us know.', description: 'The link text for reporting missing results'}),
  },
};
