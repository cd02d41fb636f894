// Wrapped so that a phone does not hydrate the desktop sidebar Docusaurus removes right after (see the plugin).
import type {ReactNode} from 'react';
import DocSidebarDesktop from '@theme-init/DocSidebar/Desktop';
import type {Props} from '@theme/DocSidebar/Desktop';
import {ServerHtmlOnNarrowWindow} from '../../../client/ServerHtmlOnNarrowWindow';

export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <ServerHtmlOnNarrowWindow as="div">
      <DocSidebarDesktop {...props} />
    </ServerHtmlOnNarrowWindow>
  );
}
