import '@code-translation-groups/searchPage';
import '@code-translation-groups/searchModal';
import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {HtmlClassNameProvider, PageMetadata, usePluralForm, useSearchQueryString} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Spinner from '@site/src/components/Spinner';
import {useLocalSearchClient, useSearchResultUrl} from '../../client/hooks';
import {groupHits, type PageItem} from './groups';
import styles from './styles.module.css';

const hitsPerPage = 15;

type State =
  | {status: 'idle'}
  | {status: 'loading'; query: string}
  | {status: 'error'; query: string}
  | {status: 'done'; query: string; items: PageItem[]; nbHits: number; nbPages: number; page: number; loadingMore: boolean};

function useDocumentsFound(): (count: number) => string {
  const {selectMessage} = usePluralForm();
  return (count) =>
    selectMessage(
      count,
      translate(
        {
          id: 'theme.SearchPage.documentsFound.plurals',
          description: 'Pluralized label for "{count} documents found"',
          message: 'One document found|{count} documents found',
        },
        {count},
      ),
    );
}

function pageTitle(query: string): string {
  return query
    ? translate(
        {id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"', description: 'The search page title for non-empty query'},
        {query},
      )
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation', description: 'The search page title for empty query'});
}

/** One version selector per versioned docs plugin, like Docusaurus's search page. */
function useVersionSelection() {
  const allDocsData = useAllDocsData();
  const [selected, setSelected] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(allDocsData).map(([pluginId, data]) => [pluginId, data.versions[0]!.name])),
  );
  const versioned = Object.entries(allDocsData).filter(([, data]) => data.versions.length > 1);
  return {allDocsData, selected, setSelected, versioned};
}

function SearchPageContent(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const client = useLocalSearchClient();
  const processUrl = useSearchResultUrl();
  const documentsFound = useDocumentsFound();
  const [searchQuery, setSearchQuery] = useSearchQueryString();
  const query = searchQuery ?? '';
  const {selected, setSelected, versioned} = useVersionSelection();
  const [state, setState] = useState<State>({status: 'idle'});
  const loaderRef = useRef<HTMLDivElement | null>(null);

  const facetFilters = useMemo(
    () => [
      `language:${i18n.currentLocale}`,
      ['docusaurus_tag:default', ...Object.entries(selected).map(([pluginId, version]) => `docusaurus_tag:docs-${pluginId}-${version}`)],
    ],
    [i18n.currentLocale, selected],
  );

  const search = (page: number) =>
    client
      .search({
        requests: [
          {
            indexName: 'local',
            query,
            facetFilters,
            page,
            hitsPerPage,
            attributesToSnippet: ['content:20'],
            snippetEllipsisText: '…',
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      })
      .then(({results: [result]}) => result!);

  // A new query (or version): the first page, a moment after the last keystroke.
  useEffect(() => {
    if (!query.trim()) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState({status: 'loading', query});
    const timer = setTimeout(() => {
      search(0).then(
        (result) => {
          if (!current) return;
          setState({
            status: 'done',
            query,
            items: groupHits([], result.hits, processUrl),
            nbHits: result.nbHits,
            nbPages: result.nbPages,
            page: 0,
            loadingMore: false,
          });
        },
        () => current && setState({status: 'error', query}),
      );
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, facetFilters]);

  // The next page when the end of the list comes into view.
  const canLoadMore = state.status === 'done' && !state.loadingMore && state.page + 1 < state.nbPages;
  useEffect(() => {
    const loader = loaderRef.current;
    if (!canLoadMore || !loader || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setState((previous) => {
        if (previous.status !== 'done') return previous;
        const next = previous.page + 1;
        search(next).then(
          (result) =>
            setState((latest) =>
              latest.status === 'done' && latest.query === previous.query
                ? {...latest, items: groupHits(latest.items, result.hits, processUrl), page: next, loadingMore: false}
                : latest,
            ),
          () => setState((latest) => (latest.status === 'done' ? {...latest, loadingMore: false} : latest)),
        );
        return {...previous, loadingMore: true};
      });
    });
    observer.observe(loader);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canLoadMore, state.status === 'done' ? state.page : -1]);

  const title = pageTitle(query);
  return (
    <Layout>
      <PageMetadata
        title={title}
        description={translate({
          id: 'search.page.description',
          message: 'Search the Socket.IO documentation, guides and blog of this edition.',
          description: 'The meta description of the search page',
        })}
      />
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>

        <form className="row" role="search" onSubmit={(event) => event.preventDefault()}>
          <div className={clsx('col', styles.queryColumn, versioned.length > 0 ? 'col--9' : 'col--12')}>
            <input
              type="search"
              name="q"
              className={styles.queryInput}
              placeholder={translate({id: 'theme.SearchPage.inputPlaceholder', message: 'Type your search here', description: 'The placeholder for search page input'})}
              aria-label={translate({id: 'theme.SearchPage.inputLabel', message: 'Search', description: 'The ARIA label for search page input'})}
              onChange={(event) => setSearchQuery(event.target.value)}
              value={query}
              autoComplete="off"
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
            />
          </div>
          {versioned.length > 0 && (
            <div className={clsx('col', 'col--3', styles.versionColumn)}>
              {versioned.map(([pluginId, data]) => (
                <select
                  key={pluginId}
                  className={styles.versionSelect}
                  value={selected[pluginId]}
                  aria-label={data.versions.find((version) => version.name === selected[pluginId])?.label}
                  onChange={(event) => setSelected((previous) => ({...previous, [pluginId]: event.target.value}))}>
                  {data.versions.map((version) => (
                    <option key={version.name} value={version.name}>
                      {versioned.length > 1 ? `${pluginId}: ${version.label}` : version.label}
                    </option>
                  ))}
                </select>
              ))}
            </div>
          )}
        </form>

        {state.status === 'idle' && (
          <p className={styles.help}>
            <Translate id="search.page.help" description="The help text of the search page before a query is typed">
              Type a word or a phrase: the search covers the documentation of every version, the guides and the blog of this edition. Accents and plural forms do not matter, and the results follow as you type.
            </Translate>
          </p>
        )}

        {state.status === 'done' && state.nbHits > 0 && (
          <p className={styles.count} data-testid="search-count">
            {documentsFound(state.nbHits)}
          </p>
        )}

        {state.status === 'loading' && <Spinner className={styles.spinner} />}

        {state.status === 'error' && (
          <div className={styles.error} role="alert">
            <p className={styles.errorTitle}>
              <Translate id="theme.SearchModal.errorScreen.titleText" description="The title for error screen">
                Unable to fetch results
              </Translate>
            </p>
            <p>
              <Translate id="theme.SearchModal.errorScreen.helpText" description="The help text for error screen">
                You might want to check your network connection.
              </Translate>
            </p>
          </div>
        )}

        {state.status === 'done' && state.items.length === 0 && (
          <p>
            <Translate id="theme.SearchPage.noResultsText" description="The paragraph for empty search result">
              No results were found
            </Translate>
          </p>
        )}

        {state.status === 'done' && state.items.length > 0 && (
          <div className={styles.results}>
            {state.items.map((item) => (
              // Each page, then its matching sections (as the modal shows them).
              <article key={item.key} className={styles.result}>
                <Heading as="h2" className={styles.resultTitle}>
                  {/* Escaped text with <mark> around the matches (client/highlight.ts). */}
                  <Link to={item.url} dangerouslySetInnerHTML={{__html: item.titleHtml}} />
                </Heading>
                {item.breadcrumbsHtml.length > 0 && (
                  <nav aria-label="breadcrumbs">
                    <ul className={clsx('breadcrumbs', styles.resultPath)}>
                      {item.breadcrumbsHtml.map((html, index) => (
                        <li key={index} className="breadcrumbs__item" dangerouslySetInnerHTML={{__html: html}} />
                      ))}
                    </ul>
                  </nav>
                )}
                {item.summaryHtml && <p className={styles.resultSummary} dangerouslySetInnerHTML={{__html: item.summaryHtml}} />}
                {item.sections.length > 0 && (
                  <ul className={styles.sections}>
                    {item.sections.map((section) => (
                      <li key={section.key} className={styles.section}>
                        <Link to={section.url} className={styles.sectionTitle}>
                          {section.pathHtml.map((html, index) => (
                            <span key={index} className={styles.sectionPath} dangerouslySetInnerHTML={{__html: html}} />
                          ))}
                          <span dangerouslySetInnerHTML={{__html: section.titleHtml}} />
                        </Link>
                        {section.summaryHtml && <p className={styles.resultSummary} dangerouslySetInnerHTML={{__html: section.summaryHtml}} />}
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            ))}
          </div>
        )}

        {state.status === 'done' && state.page + 1 < state.nbPages && (
          <div className={styles.loader} ref={loaderRef}>
            <Translate id="theme.SearchPage.fetchingNewResults" description="The paragraph for fetching new search results">
              Fetching new results...
            </Translate>
          </div>
        )}
      </main>
    </Layout>
  );
}

/** The results page (`/pt-br/search/?q=sala`), answering from the same static index as the modal. */
export default function SearchPage(): ReactNode {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <SearchPageContent />
    </HtmlClassNameProvider>
  );
}
