import type {ComponentType} from 'react';
// Docusaurus's own ComponentCreator (the alias `@docusaurus/ComponentCreator` now leads here).
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator';
import {loadRouteIslands} from '@site/plugins/performance/static-content/client/island';

type LoadableComponent = ComponentType<object> & {preload: () => Promise<unknown>};

/**
 * Stands in for `@docusaurus/ComponentCreator` in the generated route table: a route's loadable component is
 * created the first time the route is rendered or preloaded, not for every route of the site as main.js starts
 * (some 250 per locale). Docusaurus's `preload` calls `component.preload()` on the routes a path matches, which
 * this component forwards, loading the route's content along (see plugins/performance/static-content).
 */
export default function ComponentCreator(path: string, hash?: string): LoadableComponent {
  let loadable: LoadableComponent | undefined;
  const routeComponent = () => (loadable ??= createRouteComponent(path, hash as string) as unknown as LoadableComponent);
  function RouteComponent(props: object) {
    const Loadable = routeComponent();
    return <Loadable {...props} />;
  }
  RouteComponent.preload = () => routeComponent().preload().then(loadRouteIslands);
  return RouteComponent;
}
