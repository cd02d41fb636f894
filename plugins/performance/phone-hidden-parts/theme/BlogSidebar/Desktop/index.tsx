// Wrapped so that a phone does not hydrate the blog's desktop sidebar Docusaurus removes right after (see the plugin).
import type {ReactNode} from 'react';
import BlogSidebarDesktop from '@theme-init/BlogSidebar/Desktop';
import type {Props} from '@theme/BlogSidebar/Desktop';
import {ServerHtmlOnNarrowWindow} from '../../../client/ServerHtmlOnNarrowWindow';

export default function BlogSidebarDesktopWrapper(props: Props): ReactNode {
  return (
    <ServerHtmlOnNarrowWindow as="aside">
      <BlogSidebarDesktop {...props} />
    </ServerHtmlOnNarrowWindow>
  );
}
