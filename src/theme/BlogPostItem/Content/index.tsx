// Wrapped so that a post's content keeps the server's HTML on the page the browser loaded (plugins/static-content).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import BlogPostItemContent from '@theme-original/BlogPostItem/Content';
import type {Props} from '@theme/BlogPostItem/Content';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {StaticContent} from '@site/plugins/static-content/client/StaticContent';

export default function BlogPostItemContentWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  // The element theme-classic's BlogPostItem/Content renders around the content.
  return (
    <StaticContent content={props.children} id={isBlogPostPage ? blogPostContainerID : undefined} className={clsx('markdown', props.className)}>
      <BlogPostItemContent {...props} />
    </StaticContent>
  );
}
