// prism-core is the Prism of @types/prismjs without its grammars; the grammar files only register themselves.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/*';
