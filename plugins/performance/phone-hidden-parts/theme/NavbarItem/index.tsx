// Wrapped so that a phone does not hydrate the navbar's items, which Infima hides below 997 px (see the plugin); the
// phone's menu renders its own. The site's wrap (src/theme/NavbarItem) reaches this one as its `@theme-original`.
import type {ReactNode} from 'react';
import NavbarItem from '@theme-init/NavbarItem';
import type {Props} from '@theme/NavbarItem';
import {ServerHtmlOnNarrowWindow} from '../../client/ServerHtmlOnNarrowWindow';
import {hiddenItemElement} from '../../client/navbarItems';

export default function NavbarItemWrapper(props: Props): ReactNode {
  const element = hiddenItemElement(props);
  if (!element) return <NavbarItem {...props} />;
  return (
    <ServerHtmlOnNarrowWindow as={element}>
      <NavbarItem {...props} />
    </ServerHtmlOnNarrowWindow>
  );
}
