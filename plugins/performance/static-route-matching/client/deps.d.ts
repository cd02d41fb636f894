declare module '@static-route-matching/path-to-regexp' {
  import type {PathToRegexp} from './withStaticMatching';
  const pathToRegexp: PathToRegexp;
  export default pathToRegexp;
}
