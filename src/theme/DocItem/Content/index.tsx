// Wrapped to put the "Copy page" menu (plugins/llms-txt) beside the doc's title, outside the content, which
// `@theme-original` (static-content's wrap, when that trick is on) may keep as the server's HTML.
import type {ReactNode} from 'react';
import DocItemContent from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import CopyPageMenu from '@theme/CopyPageMenu';

export default function DocItemContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyPageMenu />
      <DocItemContent {...props} />
    </>
  );
}
