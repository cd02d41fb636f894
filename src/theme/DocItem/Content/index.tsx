// Wrapped to put the "Copy page" menu (plugins/llms-txt) beside the doc's title, outside the content, which
// `@theme-original` (static-content's wrap, when that trick is on) may keep as the server's HTML. The menu is plain
// HTML: it keeps the server's too (plugins/performance/static-parts).
import type {ReactNode} from 'react';
import DocItemContent from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import CopyPageMenu from '@theme/CopyPageMenu';
import StaticPart from '@theme/StaticPart';

export default function DocItemContentWrapper(props: Props): ReactNode {
  return (
    <>
      <StaticPart as="details">
        <CopyPageMenu />
      </StaticPart>
      <DocItemContent {...props} />
    </>
  );
}
