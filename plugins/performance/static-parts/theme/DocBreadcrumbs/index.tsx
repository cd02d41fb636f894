// Wrapped so that a doc's breadcrumbs (links) keep the server's HTML (see the plugin); their structured data stays
// in the head.
import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-init/DocBreadcrumbs';
import DocBreadcrumbsStructuredData from '@theme/DocBreadcrumbs/StructuredData';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import StaticPart from '@theme/StaticPart';

export default function DocBreadcrumbsWrapper(): ReactNode {
  // theme-classic's breadcrumbs render nothing for a doc outside the sidebar: no <nav> for the part to keep.
  const breadcrumbs = useSidebarBreadcrumbs();
  return (
    <StaticPart as="nav" keep={breadcrumbs !== null} whileKept={breadcrumbs && <DocBreadcrumbsStructuredData breadcrumbs={breadcrumbs} />}>
      <DocBreadcrumbs />
    </StaticPart>
  );
}
