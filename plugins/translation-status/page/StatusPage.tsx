import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {StatusData} from './data';

const title = 'Translations';
const description = 'How much of the site each edition translates, which translations are older than their English page, and what is left to translate.';

function CountCells({counts}: {counts: StatusData['locales'][number]['pages']}): ReactNode {
  return (
    <>
      <td>{counts.translated}</td>
      <td>{counts.outdated}</td>
      <td>{counts.missing}</td>
    </>
  );
}

/**
 * The translations' status page, in English for translators (like Lunaria's dashboard): a table of every
 * edition, then each edition's outdated and missing pages. Built in every edition (its content in English, said
 * by `lang`); links to pages are plain links, as most lead to another edition, which is another app.
 */
export default function StatusPage({status}: {status: StatusData}): ReactNode {
  return (
    <Layout title={title} description={description}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className="container margin-vert--lg" lang="en">
        <Heading as="h1">{title}</Heading>
        <p>
          Each translated page records the English text it translates (a fingerprint in its front matter). A page is <strong>outdated</strong> when its
          English page has changed since, <strong>missing</strong> when the edition shows the English page. <code>npm run translations</code> prints
          the same with the English diffs; <code>npm run translations -- mark &lt;file&gt;</code> marks a page fresh once translated.
        </p>
        <div className="table-responsive">
          <table>
            <thead>
              <tr>
                <th scope="col">Edition</th>
                <th scope="col">Content</th>
                <th scope="col">Translated</th>
                <th scope="col">Outdated</th>
                <th scope="col">Missing</th>
              </tr>
            </thead>
            <tbody>
              {status.locales.flatMap((locale) => [
                <tr key={locale.locale}>
                  <th scope="row" rowSpan={status.areas.length + 2}>
                    <a href={`#${locale.locale}`}>{locale.label}</a>
                  </th>
                  <td>
                    <strong>All pages</strong>
                  </td>
                  <CountCells counts={locale.pages} />
                </tr>,
                ...status.areas.map((area, i) => (
                  <tr key={`${locale.locale}-${area}`}>
                    <td>{area}</td>
                    <CountCells counts={locale.byArea[i]!} />
                  </tr>
                )),
                <tr key={`${locale.locale}-messages`}>
                  <td>interface messages</td>
                  <CountCells counts={locale.messages} />
                </tr>,
              ])}
            </tbody>
          </table>
        </div>
        {status.locales.map((locale) => (
          <section key={locale.locale} id={locale.locale}>
            <Heading as="h2">
              {locale.label} ({locale.locale})
            </Heading>
            {locale.outdated.length === 0 && locale.outdatedMessages.length === 0 ? (
              <p>No outdated translation.</p>
            ) : (
              <ul>
                {locale.outdated.map((page) => (
                  <li key={page.file}>
                    {page.url ? <a href={page.url}>{page.file}</a> : <code>{page.file}</code>}: English changed {page.changed ?? '(not committed)'}
                    {page.englishUrl && (
                      <>
                        {' · '}
                        <a href={page.englishUrl}>English page</a>
                      </>
                    )}
                    {' · '}
                    <a href={page.history}>history</a>
                  </li>
                ))}
                {locale.outdatedMessages.length > 0 && (
                  <li>
                    <code>i18n/{locale.locale}/code.json</code>: {locale.outdatedMessages.join(', ')}
                  </li>
                )}
              </ul>
            )}
            {locale.missing.length > 0 && (
              <details>
                <summary>{locale.missing.length} English pages without a translation</summary>
                <ul>
                  {locale.missing.map((file) => (
                    <li key={file}>
                      <code>{file}</code>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </section>
        ))}
      </main>
    </Layout>
  );
}
