// Wrapped because theme-classic shows a Markdown page's front-matter title only in <title>: the page itself had no <h1>.
import {useMemo, type ReactNode} from 'react';
import MDXPage from '@theme-original/MDXPage';
import type {Props} from '@theme/MDXPage';
import Heading from '@theme/Heading';

type PageContent = Props['content'];

/** The page's content preceded by its title, with the static fields (metadata, toc, ...) MDXPage reads from it. */
function withTitle(Content: PageContent): PageContent {
  const {title} = Content.metadata;
  function ContentWithTitle(): ReactNode {
    return (
      <>
        <header>
          <Heading as="h1">{title}</Heading>
        </header>
        <Content />
      </>
    );
  }
  return Object.assign(ContentWithTitle, Content);
}

export default function MDXPageWrapper(props: Props): ReactNode {
  const {content} = props;
  // A page whose Markdown starts with its own `# title` already has one.
  const needsTitle = !content.contentTitle && Boolean(content.metadata.title);
  const shown = useMemo(() => (needsTitle ? withTitle(content) : content), [content, needsTitle]);
  return <MDXPage {...props} content={shown} />;
}
