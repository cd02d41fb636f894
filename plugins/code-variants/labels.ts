import fs from 'node:fs';
import path from 'node:path';
import {currentLocale} from '../../config/locales';
import type {ChoiceGroup} from './choices';

/**
 * The accessible names of the tab lists, the one text of the tabs to translate (the tabs themselves are names:
 * CommonJS, npm...). They live in each locale's code.json with the site's other interface strings; the English
 * text is the default. A unit test checks that every locale translates them.
 */
export const labelIds: Record<ChoiceGroup, {id: string; message: string; description: string}> = {
  module: {id: 'codeVariants.module.label', message: 'Module system', description: 'Accessible name of the tabs choosing CommonJS, ES modules or TypeScript for a code sample'},
  pm: {id: 'codeVariants.pm.label', message: 'Package manager', description: 'Accessible name of the tabs choosing npm, Yarn, pnpm or Bun for an install command'},
};

const siteDir = path.resolve(__dirname, '../..');

export function translations(locale: string): Record<string, {message: string}> {
  const file = path.join(siteDir, 'i18n', locale, 'code.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

/** The label of a group's tab list in the locale being built. */
export function tablistLabel(group: ChoiceGroup, locale: string = currentLocale()): string {
  const {id, message} = labelIds[group];
  return translations(locale)[id]?.message ?? message;
}
