import {createContext, useContext, type ReactNode} from 'react';
import Heading from '@theme/Heading';

/**
 * The blog list page's title, handed by the BlogListPage wrap to the BlogPostItems wrap: theme-classic's list has no
 * heading of its own, and BlogPostItems is the first thing in its column. Tag and author pages, which have their own
 * `<h1>`, provide none.
 */
const BlogListTitleContext = createContext<string | undefined>(undefined);

export const BlogListTitleProvider = BlogListTitleContext.Provider;

export function BlogListTitle(): ReactNode {
  const title = useContext(BlogListTitleContext);
  if (!title) return null;
  return (
    <header className="margin-bottom--lg">
      <Heading as="h1">{title}</Heading>
    </header>
  );
}
