import type {ComponentType, ReactNode} from 'react';

type MDXContentComponent = ComponentType<{children: ReactNode}>;

let loaded: MDXContentComponent | undefined;
let loading: Promise<void> | undefined;

/** theme-classic's MDXContent, with the components MDX renders (code blocks, admonitions, details...). */
export function loadMdxContent(): Promise<void> {
  loading ??= import('@theme-init/MDXContent').then(
    (module) => {
      loaded = module.default;
    },
    (error: unknown) => {
      // The next content to load tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The MDXContent to render with: loaded along with every content module before it is rendered. */
export function useMdxContent(): MDXContentComponent {
  if (loaded) return loaded;
  // Not expected (the content's loading includes it): suspends until it is there.
  throw loadMdxContent();
}
