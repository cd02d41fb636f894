// Wrapped because theme-classic shows a Markdown page's front-matter title only in <title> (the page itself had no
// <h1>), and so that the page's content keeps the server's HTML on the page the browser loaded (plugins/static-content).
import {useMemo, type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type {Props} from '@theme/MDXPage';
import Heading from '@theme/Heading';
import {StaticContent} from '@site/plugins/static-content/client/StaticContent';

type PageContent = Props['content'];

/** The class of the element holding a Markdown page's content, in the server's HTML and in the browser's. */
const contentClassName = 'theme-mdx-page-content';

/**
 * The page's content, preceded by its title unless its Markdown starts with one, with the static fields MDXPage
 * reads from it (metadata, toc...) and the content's island, which MDXContent reads.
 */
function withTitleAndStaticContent(Content: PageContent): PageContent {
  // A page whose Markdown starts with its own `# title` already has one.
  const title = Content.contentTitle ? undefined : Content.metadata.title;
  function PageContentWithTitle(): ReactNode {
    return (
      <>
        {title && (
          <header>
            <Heading as="h1">{title}</Heading>
          </header>
        )}
        <StaticContent content={<Content />} className={contentClassName}>
          <div className={contentClassName}>
            <Content />
          </div>
        </StaticContent>
      </>
    );
  }
  return Object.assign(PageContentWithTitle, Content);
}

export default function MDXPageWrapper(props: Props): ReactNode {
  const {content} = props;
  const shown = useMemo(() => withTitleAndStaticContent(content), [content]);
  return <MDXPage {...props} content={shown} />;
}
