// Wrapped because theme-classic shows a Markdown page's front-matter title only in <title>: the page itself had no
// <h1>; and for the "Copy page" menu (plugins/llms-txt) beside it. `@theme-original` is static-content's wrap when that trick is on (plugins/performance/static-content, which
// keeps the content, title included, as the server's HTML), theme-classic's MDXPage otherwise.
import {useMemo, type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type {Props} from '@theme/MDXPage';
import Heading from '@theme/Heading';
import CopyPageMenu from '@theme/CopyPageMenu';

type PageContent = Props['content'];

/**
 * The page's content, preceded by the copy menu and its title (unless its Markdown starts with one), with the static
 * fields MDXPage reads.
 */
function withHeader(Content: PageContent): PageContent {
  // A page whose Markdown starts with its own `# title` already has one.
  const title = Content.contentTitle ? undefined : Content.metadata.title;
  function PageContentWithHeader(): ReactNode {
    return (
      <>
        <CopyPageMenu />
        {title && (
          <header>
            <Heading as="h1">{title}</Heading>
          </header>
        )}
        <Content />
      </>
    );
  }
  return Object.assign(PageContentWithHeader, Content);
}

export default function MDXPageWrapper(props: Props): ReactNode {
  const {content} = props;
  const shown = useMemo(() => withHeader(content), [content]);
  return <MDXPage {...props} content={shown} />;
}
