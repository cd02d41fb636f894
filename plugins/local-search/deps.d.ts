// Style-only modules DocSearch exports without type declarations.
declare module '@docsearch/react/style';
declare module '*.css';
