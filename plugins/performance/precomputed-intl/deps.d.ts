// theme-common's compiled module, aliased by this plugin (its package exports do not list lib/).
declare module '@theme-common-lib/utils/reactUtils' {
  export * from '@docusaurus/theme-common/lib/utils/reactUtils';
}
