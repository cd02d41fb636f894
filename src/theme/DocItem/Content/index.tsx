// Wrapped so that the doc's content keeps the server's HTML on the page the browser loaded (plugins/static-content).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import DocItemContent from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {StaticContent} from '@site/plugins/static-content/client/StaticContent';

export default function DocItemContentWrapper(props: Props): ReactNode {
  // The element theme-classic's DocItem/Content renders around the content.
  return (
    <StaticContent content={props.children} className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      <DocItemContent {...props} />
    </StaticContent>
  );
}
