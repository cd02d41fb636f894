// Wrapped so that its banners (and the Admonition they are made of) load only for a draft or unlisted page.
import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

const ContentVisibility = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return (
    <Suspense fallback={null}>
      <ContentVisibility {...props} />
    </Suspense>
  );
}
