// Wrapped so that the MDX components (code blocks, admonitions...) load with the content, not with the page (see
// the plugin). theme-classic's MDXContent is reached through `@static-content/mdx-content` (`@theme-init`).
import {useState, type ReactNode} from 'react';
import type {Props} from '@theme/MDXContent';
import {useMdxContent} from '@static-content/mdx-content';
import {islandOf} from '../../client/island';

export default function MDXContentWrapper(props: Props): ReactNode {
  // Content kept as the server's HTML renders no MDX (MDXPage puts MDXContent around it): decided once, as
  // StaticContent decides, so that loading the content later (a hover on a link to this page) changes nothing.
  const [rendersServerHtml] = useState(() => islandOf(props.children)?.isLoaded === false);
  if (rendersServerHtml) return props.children;
  return <RenderedMDXContent {...props} />;
}

function RenderedMDXContent(props: Props): ReactNode {
  const MDXContent = useMdxContent();
  return <MDXContent {...props} />;
}
