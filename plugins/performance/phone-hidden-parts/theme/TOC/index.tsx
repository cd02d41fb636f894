// Wrapped so that a phone does not hydrate the table of contents of a Markdown page or a blog post, which
// theme-classic's CSS hides below 997 px (see the plugin); a doc's is its DocItem/TOC/Desktop, wrapped too.
import type {ReactNode} from 'react';
import TOC from '@theme-init/TOC';
import type {Props} from '@theme/TOC';
import {ServerHtmlOnNarrowWindow} from '../../client/ServerHtmlOnNarrowWindow';

export default function TOCWrapper(props: Props): ReactNode {
  return (
    <ServerHtmlOnNarrowWindow as="div">
      <TOC {...props} />
    </ServerHtmlOnNarrowWindow>
  );
}
