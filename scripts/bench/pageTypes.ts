/** The page types the browser benchmarks measure (lighthouse, startup), one page each, under `prefix`. */
export function pageTypes(prefix: string): Record<string, string> {
  return {
    landing: prefix,
    doc: `${prefix}docs/v4/rooms/`,
    'server API': `${prefix}docs/v4/server-api/`,
    'tutorial step': `${prefix}docs/v4/tutorial/step-3/`,
    'blog post': `${prefix}blog/socket-io-4-release/`,
    'blog list': `${prefix}blog/`,
    'how-to': `${prefix}how-to/use-with-react/`,
    install: `${prefix}docs/v4/server-installation/`,
    demo: `${prefix}demos/chat/`,
  };
}
