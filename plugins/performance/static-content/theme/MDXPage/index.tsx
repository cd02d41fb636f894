// Wrapped so that a Markdown page's content (how-to, get-started) keeps the server's HTML on the page the browser
// loaded (see the plugin). `@theme-init`: theme-classic's MDXPage; the site's own wrap (src/theme/MDXPage, which
// adds the title) reaches this one as its `@theme-original`.
import {useMemo, type ReactNode} from 'react';
import MDXPage from '@theme-init/MDXPage';
import type {Props} from '@theme/MDXPage';
import {StaticContent} from '../../client/StaticContent';

type PageContent = Props['content'];

/** The class of the element holding a Markdown page's content, in the server's HTML and in the browser's. */
const contentClassName = 'theme-mdx-page-content';

/** The page's content inside its island's element, with the static fields MDXPage and MDXContent read from it. */
function withStaticContent(Content: PageContent): PageContent {
  function StaticPageContent(): ReactNode {
    return (
      <StaticContent content={<Content />} className={contentClassName}>
        <div className={contentClassName}>
          <Content />
        </div>
      </StaticContent>
    );
  }
  return Object.assign(StaticPageContent, Content);
}

export default function MDXPageWrapper(props: Props): ReactNode {
  const {content} = props;
  const shown = useMemo(() => withStaticContent(content), [content]);
  return <MDXPage {...props} content={shown} />;
}
