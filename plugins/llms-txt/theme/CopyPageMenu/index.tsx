import '@code-translation-groups/copyPage';
import '../../client/listenForCopyMenus';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {twinPath} from '../../twinPath';
import styles from './styles.module.css';

/**
 * "Copy page": a disclosure in the page's header with "Copy as Markdown" (the page's twin, to the clipboard), "View
 * as Markdown" and the locale's llms.txt. Plain HTML: it opens without JavaScript, both links work without it, and it
 * works the same inside content the browser keeps as the server rendered it (plugins/performance/static-content).
 * Opening it loads the copying code (client/listenForCopyMenus.ts, which comes with this component, then
 * client/copyMenu.ts): nothing of it is in main.js.
 */
export default function CopyPageMenu({className}: {className?: string}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const twin = twinPath(pathname, siteConfig.baseUrl);
  return (
    <details className={clsx('copy-page-menu', styles.menu, className)}>
      <summary className={clsx('button button--secondary button--sm', styles.summary)}>
        <Translate id="llmsTxt.copyPage.menu" description="The button opening the menu to copy a page as Markdown, for an AI assistant">
          Copy page
        </Translate>
      </summary>
      <div className={styles.panel}>
        <ul className={styles.list}>
          <li>
            <button
              type="button"
              className={styles.item}
              data-copy-markdown={twin}
              data-copied={translate({id: 'llmsTxt.copyPage.copied', message: 'Copied as Markdown', description: 'Said once the page is on the clipboard as Markdown'})}
              data-failed={translate({id: 'llmsTxt.copyPage.failed', message: 'The page could not be copied', description: 'Said when copying the page as Markdown failed'})}>
              <Translate id="llmsTxt.copyPage.copy" description="The menu item copying the page, as Markdown, to the clipboard">
                Copy as Markdown
              </Translate>
            </button>
          </li>
          <li>
            <a className={styles.item} href={twin} type="text/markdown">
              <Translate id="llmsTxt.copyPage.view" description="The menu item opening the page as Markdown text">
                View as Markdown
              </Translate>
            </a>
          </li>
          <li>
            <a className={styles.item} href={`${siteConfig.baseUrl}llms.txt`} type="text/plain">
              <Translate id="llmsTxt.copyPage.llmsTxt" description="The menu item opening llms.txt, the list of the site's pages for AI assistants">
                All pages for AI assistants (llms.txt)
              </Translate>
            </a>
          </li>
        </ul>
        <p role="status" className={styles.status} />
      </div>
    </details>
  );
}
