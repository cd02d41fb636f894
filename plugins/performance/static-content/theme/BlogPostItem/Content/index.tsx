// Wrapped so that a post's content keeps the server's HTML on the page the browser loaded (see the plugin).
// `@theme-init`: theme-classic's component, which this one shadows (`@theme-original` would be this file).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import BlogPostItemContent from '@theme-init/BlogPostItem/Content';
import type {Props} from '@theme/BlogPostItem/Content';
import {blogPostContainerID} from '@docusaurus/utils-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import {StaticContent} from '../../../client/StaticContent';

export default function BlogPostItemContentWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  // The element theme-classic's BlogPostItem/Content renders around the content.
  return (
    <StaticContent content={props.children} id={isBlogPostPage ? blogPostContainerID : undefined} className={clsx('markdown', props.className)}>
      <BlogPostItemContent {...props} />
    </StaticContent>
  );
}
