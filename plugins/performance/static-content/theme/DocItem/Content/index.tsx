// Wrapped so that the doc's content keeps the server's HTML on the page the browser loaded (see the plugin).
// `@theme-init`, not `@theme-original`: in a plugin's theme, `@theme-original` is this very file, and
// `@theme-init` theme-classic's component, which this one shadows.
import type {ReactNode} from 'react';
import clsx from 'clsx';
import DocItemContent from '@theme-init/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {StaticContent} from '../../../client/StaticContent';

export default function DocItemContentWrapper(props: Props): ReactNode {
  // The element theme-classic's DocItem/Content renders around the content.
  return (
    <StaticContent content={props.children} className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')}>
      <DocItemContent {...props} />
    </StaticContent>
  );
}
