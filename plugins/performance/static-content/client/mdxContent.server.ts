// The server renders every page whole, as the dev server does: MDXContent is there from the start.
import MDXContent from '@theme-init/MDXContent';

export function useMdxContent(): typeof MDXContent {
  return MDXContent;
}
