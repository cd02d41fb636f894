import {test} from 'node:test';
import assert from 'node:assert/strict';
import {i18n} from '../../config/locales';
import {labelIds, translations} from './labels';

test('every locale names the tab lists in its own language (code.json)', () => {
  for (const locale of i18n.locales.filter((locale) => locale !== i18n.defaultLocale)) {
    const messages = translations(locale);
    for (const {id, message} of Object.values(labelIds)) {
      const translated = messages[id]?.message;
      assert.ok(translated, `i18n/${locale}/code.json has no ${id}`);
      assert.notEqual(translated, message, `i18n/${locale}/code.json leaves ${id} in English`);
    }
  }
});
