// Wrapped so that a phone does not hydrate the desktop table of contents Docusaurus removes right after (see the plugin).
import type {ReactNode} from 'react';
import DocItemTOCDesktop from '@theme-init/DocItem/TOC/Desktop';
import {ServerHtmlOnNarrowWindow} from '../../../../client/ServerHtmlOnNarrowWindow';

export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <ServerHtmlOnNarrowWindow as="div">
      <DocItemTOCDesktop />
    </ServerHtmlOnNarrowWindow>
  );
}
