// Wrapped so that the blog list pages open with an <h1> (see BlogListTitle); tag and author pages are unchanged.
import type {ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type {Props} from '@theme/BlogPostItems';
import {BlogListTitle} from '@site/src/components/BlogListTitle';

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogListTitle />
      <BlogPostItems {...props} />
    </>
  );
}
