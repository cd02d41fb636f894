// Wrapped so that the MDX components (code blocks, admonitions...) load with the content, not with the page (plugins/static-content).
import type {ReactNode} from 'react';
import type {Props} from '@theme/MDXContent';
import {useMdxContent} from '@static-content/mdx-content';

export default function MDXContentWrapper(props: Props): ReactNode {
  const MDXContent = useMdxContent();
  return <MDXContent {...props} />;
}
