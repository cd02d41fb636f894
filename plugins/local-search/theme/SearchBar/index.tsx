import React, {useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import type {DocSearchHit, DocSearchModal as DocSearchModalType, DocSearchModalProps, InternalDocSearchHit, StoredDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import {isExternalResultUrl} from '../../client/urls';
import type {LocalSearchClient} from '../../client/searchClient';
import {buttonTranslations} from '../SearchTranslations';
import type {modalTranslations as ModalTranslations} from '../SearchTranslations/modal';
import {useSearchShortcuts} from './shortcuts';
import {useContextualFacetFilters, useLocalSearchClient, useSearchLink, useSearchResultUrl, useLocalSearchData} from '../../client/hooks';

type ModalModule = {DocSearchModal: typeof DocSearchModalType};

let DocSearchModal: ModalModule['DocSearchModal'] | null = null;
let modalTranslations: typeof ModalTranslations = {};

/**
 * The modal, its texts, its styles and the search client's code are fetched on first intent (hover, focus,
 * touch, shortcut).
 */
function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal') as Promise<ModalModule>,
    import('../SearchTranslations/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    import('../../client/searchClient'),
  ]).then(([{DocSearchModal: Modal}, translations]) => {
    modalTranslations = translations.modalTranslations;
    DocSearchModal = Modal;
  });
}

/**
 * DocSearch shows at most this many hits per category (hierarchy.lvl0) and per page (hierarchy.lvl1), 5 by
 * default: the client already keeps a page to its head and best two sections, and cutting a category at 5 hid
 * its third page. As many as a response holds (DocSearch asks for 20).
 */
const maxResultsPerGroup = 20;

/** Where to report a query that should have found something. */
const missingResultsUrl = ({query}: {query: string}) =>
  `https://github.com/socketio/socket.io-website/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`;

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterState = Parameters<NonNullable<DocSearchModalProps['resultsFooterComponent']>>[0]['state'];

function ResultsFooter({state, onClose, nbHits}: {state: ResultsFooterState; onClose: () => void; nbHits: (query: string) => number | undefined}) {
  const searchLink = useSearchLink();
  // DocSearch 4.7 adds each response's nbHits to its context without resetting it between keystrokes:
  // the count of the query on screen comes from the client's answer.
  const count = nbHits(state.query) ?? (state.context.nbHits as number);
  return (
    <Link to={searchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function queryOf(request: Parameters<LocalSearchClient['search']>[0]): string {
  const first = Array.isArray(request) ? request[0] : request.requests[0];
  return String(first?.query ?? (typeof first?.params === 'object' ? (first.params as {query?: string}).query : '') ?? '');
}

/**
 * DocSearch's error screen. DocSearch sets the "error" status when a search fails with a RetryError, but
 * autocomplete-core sets "idle" right after, once the failed request settles, so its own error screen
 * never stays on screen; this one is shown in its place while the last search failed.
 */
function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{modalTranslations?.errorScreen?.titleText}</p>
      <p className="DocSearch-Help">{modalTranslations?.errorScreen?.helpText}</p>
    </div>
  );
}

/**
 * The navbar's search: DocSearch's button and modal (as Docusaurus's Algolia theme renders them), answering
 * from the site's own index through {@link useLocalSearchClient}. Opens on click, Ctrl/Cmd+K, `/` outside
 * a field, or a key typed on the focused button; Escape closes.
 */
export default function SearchBar(): ReactNode {
  const history = useHistory();
  const {externalUrlRegex} = useLocalSearchData();
  const searchClient = useLocalSearchClient();
  const processUrl = useSearchResultUrl();
  const facetFilters = useContextualFacetFilters();

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const nbHitsByQuery = useRef(new Map<string, number>());

  // The client, noting each query's hit count (for the footer) and whether the last search failed.
  const trackedClient = useMemo<LocalSearchClient>(
    () => ({
      ...searchClient,
      async search(request) {
        const query = queryOf(request);
        try {
          const response = await searchClient.search(request);
          nbHitsByQuery.current.set(query, response.results.reduce((sum, result) => sum + result.nbHits, 0));
          setFailedQuery(null);
          // When the results of a query are ready (before DocSearch renders them), for profilers and the
          // keystroke-to-results benchmark: the last key may change nothing on screen (`conexa` → `conexao`).
          window.dispatchEvent(new CustomEvent('local-search:answered', {detail: {query}}));
          return response;
        } catch (error) {
          setFailedQuery(query);
          throw error;
        }
      },
    }),
    [searchClient],
  );
  const nbHits = useCallback((query: string) => nbHitsByQuery.current.get(query), []);

  // Clearing the query leaves the error screen.
  useEffect(() => {
    const container = searchContainer.current;
    if (!isOpen || !container) return undefined;
    const onInput = (event: Event) => {
      if (!(event.target as HTMLInputElement).value) setFailedQuery(null);
    };
    container.addEventListener('input', onInput);
    return () => container.removeEventListener('input', onInput);
  }, [isOpen]);
  useEffect(() => {
    searchContainer.current?.classList.toggle('local-search--failed', isOpen && failedQuery !== null);
  }, [isOpen, failedQuery]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const container = document.createElement('div');
      searchContainer.current = container;
      document.body.insertBefore(container, document.body.firstChild);
    }
    void importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, []);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
    setFailedQuery(null);
  }, []);

  useSearchShortcuts({isOpen, onOpen: openModal, onClose: closeModal});

  // A printable key typed on the focused button opens the modal with that key as the query.
  const onButtonKeyDown = useCallback(
    (event: ReactKeyboardEvent<HTMLButtonElement>) => {
      if (isOpen || event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1 || event.key === ' ') return;
      event.preventDefault();
      if (event.key !== '/') setInitialQuery(event.key);
      openModal();
    },
    [isOpen, openModal],
  );

  const navigator = useMemo<DocSearchModalProps['navigator']>(
    () => ({
      navigate({itemUrl}) {
        if (isExternalResultUrl(itemUrl, {externalUrlRegex})) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [history, externalUrlRegex],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({...item, url: processUrl(item.url)})),
    [processUrl],
  );

  const resultsFooterComponent = useMemo<DocSearchModalProps['resultsFooterComponent']>(
    () =>
      // eslint-disable-next-line react/display-name
      ({state}) => <ResultsFooter state={state} onClose={closeModal} nbHits={nbHits} />,
    [closeModal, nbHits],
  );

  const transformSearchClient = useCallback(
    () => trackedClient as unknown as ReturnType<NonNullable<DocSearchModalProps['transformSearchClient']>>,
    [trackedClient],
  );
  const dropdown = isOpen && failedQuery !== null ? searchContainer.current?.querySelector('.DocSearch-Dropdown') : null;

  return (
    <>
      <DocSearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={openModal}
        onKeyDown={onButtonKeyDown}
        ref={searchButtonRef}
        translations={buttonTranslations}
      />
      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            // DocSearch builds an Algolia client from these before handing it to transformSearchClient,
            // which replaces it: nothing is ever sent with them.
            appId="local"
            apiKey="local"
            indexName="local"
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            maxResultsPerGroup={maxResultsPerGroup}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            resultsFooterComponent={resultsFooterComponent}
            searchParameters={{facetFilters}}
            getMissingResultsUrl={missingResultsUrl}
            placeholder={modalTranslations?.searchBox?.placeholderText}
            translations={modalTranslations}
            onAskAiToggle={() => {}}
            insights={false}
          />,
          searchContainer.current,
        )}
      {dropdown && createPortal(<ErrorScreen />, dropdown)}
    </>
  );
}
