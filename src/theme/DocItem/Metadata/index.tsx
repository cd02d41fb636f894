// Wrapped so that a 3.x or 2.x page's <title> names its version ("Rooms (3.x)"): each version's page has a title of its own.
import React, {type ReactNode} from 'react';
import DocItemMetadata from '@theme-original/DocItem/Metadata';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';

export default function DocItemMetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  const version = useDocsVersion();
  return (
    <>
      <DocItemMetadata />
      {!version.isLast && <PageMetadata title={`${metadata.title} (${version.label})`} />}
    </>
  );
}
