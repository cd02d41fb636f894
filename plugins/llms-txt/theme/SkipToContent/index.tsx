// Wrapped so that every page with a Markdown twin names it in its <head> (`<link rel="alternate" type="text/markdown">`),
// by the rule the build writes twins with (twinPath.ts). SkipToContent because every page's Layout renders it first
// (a wrap of Layout itself broke the server rendering of 200 pages: ReactContextError in useColorMode); `@theme-init`:
// theme-classic's component, which no other theme wraps.
import type {ReactNode} from 'react';
import SkipToContent from '@theme-init/SkipToContent';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useRouteContext from '@docusaurus/useRouteContext';
import {useLocation} from '@docusaurus/router';
import {hasTwin, twinPath} from '../../twinPath';

function MarkdownTwinLink(): ReactNode {
  const {plugin} = useRouteContext();
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  if (!hasTwin(plugin.name)) return null;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={siteConfig.url + twinPath(pathname, siteConfig.baseUrl)} />
    </Head>
  );
}

export default function SkipToContentWithMarkdownTwin(): ReactNode {
  return (
    <>
      <MarkdownTwinLink />
      <SkipToContent />
    </>
  );
}
