// Wrapped so that a doc's footer (tags, "Edit this page", last update) keeps the server's HTML (see the plugin).
import type {ReactNode} from 'react';
import DocItemFooter from '@theme-init/DocItem/Footer';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import StaticPart from '@theme/StaticPart';

export default function DocItemFooterWrapper(): ReactNode {
  // theme-classic's footer renders nothing without these: no <footer> for the part to keep.
  const {editUrl, lastUpdatedAt, lastUpdatedBy, tags} = useDoc().metadata;
  return (
    <StaticPart as="footer" keep={tags.length > 0 || Boolean(editUrl || lastUpdatedAt || lastUpdatedBy)}>
      <DocItemFooter />
    </StaticPart>
  );
}
