// Wrapped so that a post's header and footer (title, date, authors, tags, links) keep the server's HTML with its
// content, when static-content keeps that content (see the plugin).
import type {ReactNode} from 'react';
import BlogPostItem from '@theme-init/BlogPostItem';
import type {Props} from '@theme/BlogPostItem';
import StaticPart from '@theme/StaticPart';
import {islandOf} from '../../../static-content/client/island';

export default function BlogPostItemWrapper(props: Props): ReactNode {
  // Content with components of its own (a React tab group, a demo) is never an island: the post is rendered.
  const island = islandOf(props.children);
  return (
    <StaticPart as="article" keep={island !== undefined && !island.isLoaded}>
      <BlogPostItem {...props} />
    </StaticPart>
  );
}
