// The part of nprogress (untyped) the progress bar uses.
declare module 'nprogress' {
  export interface NProgress {
    configure(options: {showSpinner?: boolean}): NProgress;
    start(): NProgress;
    done(): NProgress;
  }
  const nprogress: NProgress;
  export default nprogress;
}
