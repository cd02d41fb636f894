// Wrapped so that a doc's previous and next links keep the server's HTML (see the plugin).
import type {ReactNode} from 'react';
import DocItemPaginator from '@theme-init/DocItem/Paginator';
import StaticPart from '@theme/StaticPart';

export default function DocItemPaginatorWrapper(): ReactNode {
  return (
    <StaticPart as="nav">
      <DocItemPaginator />
    </StaticPart>
  );
}
