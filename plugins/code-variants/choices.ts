/**
 * The reader's choices: which module system the samples are written for, and which package manager installs.
 * One list for the remark plugin (the tabs it writes), the head script (the choice applied before the first
 * paint) and the stylesheet (the panel shown): a value added here reaches all three.
 */
export const choices = {
  module: {
    // ?lang=ts, as on socket.io's own site; `mjs` is that site's name for ES modules.
    query: 'lang',
    // CommonJS by default: `npm init` writes "type": "commonjs" into a new project (npm 11), and most of the
    // most-downloaded packages on npm are still CommonJS only (README, "Default choice").
    default: 'cjs',
    options: [
      {value: 'cjs', label: 'CommonJS'},
      {value: 'esm', label: 'ES modules'},
      {value: 'ts', label: 'TypeScript'},
    ],
    aliases: {mjs: 'esm', js: 'cjs', typescript: 'ts'} as Record<string, string>,
  },
  pm: {
    query: 'pm',
    // npm comes with Node.js: every reader has it.
    default: 'npm',
    options: [
      {value: 'npm', label: 'npm'},
      {value: 'yarn', label: 'Yarn'},
      {value: 'pnpm', label: 'pnpm'},
      {value: 'bun', label: 'Bun'},
    ],
    aliases: {} as Record<string, string>,
  },
} as const;

export type ChoiceGroup = keyof typeof choices;
export type ModuleSystem = (typeof choices.module.options)[number]['value'];
export type PackageManager = (typeof choices.pm.options)[number]['value'];

/** The `<html>` attribute holding a group's choice: `data-code-module="ts"`. */
export const htmlAttribute = (group: ChoiceGroup) => `data-code-${group}`;

/** The localStorage key remembering a group's choice. */
export const storageKey = (group: ChoiceGroup) => `code-variants.${group}`;
