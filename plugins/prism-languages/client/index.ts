// Stands in for prism-react-renderer in the site's bundles (see ../index.ts): the exports Docusaurus's theme uses.
export {Prism} from './prism';
export {Highlight, useTokenize} from './Highlight';
export {normalizeTokens} from './normalizeTokens';
