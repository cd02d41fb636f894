// Wrapped so that pages 2 to 5 of the blog list have a title and description of their own, not those of page 1, and
// so that every page of the list shows its title as an <h1>.
import React, {type ReactNode} from 'react';
import BlogListPage from '@theme-original/BlogListPage';
import type {Props} from '@theme/BlogListPage';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import {BlogListTitleProvider} from '@site/src/components/BlogListTitle';

export default function BlogListPageWrapper(props: Props): ReactNode {
  const {page, totalPages, blogTitle, blogDescription} = props.metadata;
  const title =
    page > 1
      ? translate({id: 'blog.listPage.title', message: '{blogTitle}, page {page}', description: 'The title of the blog list pages after the first'}, {blogTitle, page})
      : blogTitle;
  return (
    <BlogListTitleProvider value={title}>
      <BlogListPage {...props} />
      {page > 1 && (
        <PageMetadata
          title={title}
          description={translate(
            {id: 'blog.listPage.description', message: '{blogDescription} (page {page} of {totalPages})', description: 'The meta description of the blog list pages after the first'},
            {blogDescription, page, totalPages},
          )}
        />
      )}
    </BlogListTitleProvider>
  );
}
