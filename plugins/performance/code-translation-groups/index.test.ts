import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import codeTranslationGroupsPlugin, {groupModuleSource, groupsLoader} from './index';
import {codeTranslationGroups as siteGroups} from '../../../config/codeTranslationGroups';
import {localSearchCodeTranslationGroups} from '../../../config/search';

const codeTranslationGroups = {...siteGroups, ...localSearchCodeTranslationGroups};

const {groupOf} = require('./groups.js') as {groupOf: (groups: Record<string, string[]>, id: string) => string | undefined};
const loader = require('./loader.js') as (this: unknown, source: string) => string;

const groups = {demos: ['demos.'], search: ['theme.SearchModal.', 'search.page.']};
const messages = {
  'theme.docs.paginator.next': 'Próxima',
  'demos.chat.send': 'Enviar',
  'theme.SearchModal.footer.closeText': 'Fechar',
  'search.page.help': 'Digite uma palavra',
  'demos.status.online': 'Conectado',
};

function load(resourceQuery: string): Record<string, string> {
  return JSON.parse(loader.call({getOptions: () => ({groups}), resourceQuery}, JSON.stringify(messages)));
}

test("main.js's copy has the messages of no group; each group's copy has its own; together they are all", () => {
  assert.deepEqual(load(''), {'theme.docs.paginator.next': 'Próxima'});
  assert.deepEqual(load('?group=demos'), {'demos.chat.send': 'Enviar', 'demos.status.online': 'Conectado'});
  assert.deepEqual(load('?group=search'), {'theme.SearchModal.footer.closeText': 'Fechar', 'search.page.help': 'Digite uma palavra'});
  assert.deepEqual({...load(''), ...load('?group=demos'), ...load('?group=search')}, messages);
  assert.throws(() => load('?group=blog'), /code-translation-groups: no group named "blog"/);
});

test("a group's module adds its messages to the object translate() reads", () => {
  const source = groupModuleSource('/site/.docusaurus/codeTranslations.json', 'demos');
  assert.match(source, /^import codeTranslations from '@generated\/codeTranslations';$/m);
  assert.match(source, /^import messages from "\/site\/\.docusaurus\/codeTranslations\.json\?group=demos";$/m);
  assert.match(source, /^Object\.assign\(codeTranslations, messages\);$/m);
  // Docusaurus's translate() reads the same module, at each call.
  const translate = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/exports/Translate.js'), 'utf8');
  assert.match(translate, /import codeTranslations from '@generated\/codeTranslations';/);
  assert.ok(translate.includes('return codeTranslations[(id ?? message)] ?? message ?? id;'));
});

test('the browser bundle splits the file; both bundles resolve the group modules', () => {
  const plugin = codeTranslationGroupsPlugin({generatedFilesDir: '/site/.docusaurus'} as LoadContext, {groups}) as Plugin;
  const client = plugin.configureWebpack!({} as never, false, {} as never, undefined as never) as {resolve: {alias: Record<string, string>}; module: {rules: {test: (file: string) => boolean; use: {loader: string; options: unknown}[]}[]}};
  const server = plugin.configureWebpack!({} as never, true, {} as never, undefined as never) as {resolve: {alias: Record<string, string>}; module?: unknown};
  const alias = {'@code-translation-groups/demos': '/site/.docusaurus/code-translation-groups/demos.js', '@code-translation-groups/search': '/site/.docusaurus/code-translation-groups/search.js'};
  assert.deepEqual(client.resolve.alias, alias);
  assert.deepEqual(server.resolve.alias, alias);
  assert.equal(server.module, undefined);
  const [rule] = client.module.rules;
  assert.equal(rule.test('/site/.docusaurus/codeTranslations.json'), true);
  assert.equal(rule.test('/site/.docusaurus/i18n.json'), false);
  assert.deepEqual(rule.use, [{loader: groupsLoader, options: {groups}}]);
});

/** Source files of the site's components, pages and theme. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

test('every file using a message of a group imports the group, and no group is empty', () => {
  const used = new Set<string>();
  const missing: string[] = [];
  for (const file of [...sourceFiles('src'), ...sourceFiles('plugins')]) {
    const source = fs.readFileSync(file, 'utf8');
    const ids = [...source.matchAll(/\bid[:=]\s*\{?\s*['"]([\w.-]+)['"]/g)].map((match) => match[1]);
    for (const group of new Set(ids.map((id) => groupOf(codeTranslationGroups, id)).filter((group) => group !== undefined))) {
      used.add(group);
      if (!source.includes(`import '@code-translation-groups/${group}';`)) missing.push(`${file} (${group})`);
    }
  }
  assert.deepEqual(missing, [], 'these files use messages of a group they do not import');
  assert.deepEqual([...used].sort(), Object.keys(codeTranslationGroups).sort());
});
