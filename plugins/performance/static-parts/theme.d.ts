// The component this trick's theme adds (and its `off` theme), as the site's code imports it.
declare module '@theme/StaticPart' {
  import type {ReactNode} from 'react';

  export type Props = {
    /** The tag of the outer element `children` renders: the element React hydrates, keeping its attributes. */
    as: 'main' | 'header' | 'footer' | 'article' | 'section' | 'nav' | 'details' | 'div';
    /** False to render `children` all the same (a part holding components of its own). Default true. */
    keep?: boolean;
    /**
     * 'reached': a part with state or effects, kept as the server's HTML until the reader reaches it (its first
     * control comes into view, or the focus or a pointer gets into it), then rendered by React. Default: kept.
     */
    until?: 'reached';
    /**
     * What `children` render outside their element (a `<Head>`'s tags), rendered beside the part while it is kept:
     * the server wrote them, and the head manager would take out those no rendered component declares.
     */
    whileKept?: ReactNode;
    children: ReactNode;
  };

  export default function StaticPart(props: Props): ReactNode;
}
