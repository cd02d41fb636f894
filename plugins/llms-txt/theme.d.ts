// The components this plugin's theme adds, as the site's code imports them.
declare module '@theme/CopyPageMenu' {
  import type {ReactNode} from 'react';

  export default function CopyPageMenu(props: {className?: string}): ReactNode;
}
