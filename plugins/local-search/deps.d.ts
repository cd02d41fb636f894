// Style-only modules DocSearch exports without type declarations.
declare module '@docsearch/react/style';
declare module '*.css';

// react-dom ships no types here (no @types/react-dom); the modal only needs createPortal.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';
  export function createPortal(children: ReactNode, container: Element | DocumentFragment, key?: string | null): ReactPortal;
}
