import './manualMode';
import Prism from 'prismjs/components/prism-core';
// The grammars the docs use (index.test.ts checks every code block's language is here), dependencies first,
// in the order that gives the tokens prism-react-renderer's bundle gave (also checked there).
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-nginx';
import 'prismjs/components/prism-apacheconf';
import 'prismjs/components/prism-java';

type DocCommentSupport = {addSupport: (languages: string | string[], docLanguage: Prism.Grammar) => void};

// TypeScript's /** comments */ are doc comments, as they were in prism-react-renderer's bundle.
(Prism.languages.javadoclike as unknown as DocCommentSupport).addSupport('typescript', Prism.languages.jsdoc!);

// The grammars are registered on the instance: the global they needed while loading can go.
delete (globalThis as {Prism?: unknown}).Prism;

export {Prism};
