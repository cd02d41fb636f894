import {themes} from 'prism-react-renderer';

export const prism = {
  theme: themes.github,
  darkTheme: themes.dracula,
  // Languages the docs show beyond prism-react-renderer's defaults.
  additionalLanguages: ['bash', 'diff', 'nginx', 'java', 'dart', 'csharp', 'ini'],
};
