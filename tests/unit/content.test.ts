import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {codeWithoutComments, parseMarkdown, translationPairs, type CodeBlock} from '../helpers/content';
import {languageScore} from '../helpers/portuguese';
import {notSpanish} from '../helpers/spanish';
import {repoRoot} from '../helpers/processes';

const pairs = translationPairs('pt-br');
// fr and zh-CN translate the 4.x docs only (the changelog stays English), and es is being translated: their existing
// pages get the same checks as pt-br's, but nothing requires every English page to have one.
const editions = ['pt-br', 'fr', 'zh-CN', 'es'].map((locale) => ({
  locale,
  pairs: translationPairs(locale).filter((pair) => fs.existsSync(pair.translation)),
}));
const rel = (file: string) => path.relative(repoRoot, file);

describe('the pt-br edition covers every English page', () => {
  for (const {source, translation} of pairs) {
    test(`${rel(source)} is translated`, () => {
      assert.ok(fs.existsSync(translation), `missing translation: ${rel(translation)}`);
    });
  }
});

function syntaxErrors(block: CodeBlock): string[] {
  const kinds: Record<string, ts.ScriptKind> = {
    js: ts.ScriptKind.JSX,
    javascript: ts.ScriptKind.JSX,
    jsx: ts.ScriptKind.JSX,
    ts: ts.ScriptKind.TS,
    typescript: ts.ScriptKind.TS,
    tsx: ts.ScriptKind.TSX,
  };
  const kind = kinds[block.lang];
  if (kind === undefined || /(^|\s)file=/.test(block.meta)) return [];
  const source = ts.createSourceFile(`block.${block.lang}`, block.code, ts.ScriptTarget.Latest, false, kind);
  const diagnostics = (source as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const allPages = [
  ...pairs.map(({source}) => source),
  ...editions.flatMap(({pairs: translated}) => translated.map(({translation}) => translation)),
];

describe('every page', () => {
  for (const file of allPages) {
    const page = parseMarkdown(file);
    test(`${page.file}: headings have explicit ids, code parses, front matter is complete`, () => {
      const withoutId = page.headings.filter((h) => h.level <= 3 && !h.id);
      assert.deepEqual(withoutId.map((h) => `line ${h.line}: ${h.text}`), [], 'headings without {#id}');
      for (const block of page.codeBlocks) {
        assert.ok(block.lang, `${page.file}, line ${block.line}: a code block without a language`);
        assert.deepEqual(syntaxErrors(block), [], `${page.file}, line ${block.line}: ${block.lang} block does not parse`);
      }
      assert.ok(page.frontMatter.title, 'front matter has a title');
      if (!page.file.includes('plugin-content-blog') && !page.file.startsWith('blog/')) {
        assert.ok(page.frontMatter.description, 'front matter has a description');
      }
    });
  }
});

for (const {locale, pairs: translated} of editions) {
  describe(`each ${locale} page matches its English source`, () => {
    for (const {source, translation} of translated) {
      test(rel(translation), () => {
        const english = parseMarkdown(source);
        const page = parseMarkdown(translation);
        assert.deepEqual(
          page.headings.map((h) => h.id),
          english.headings.map((h) => h.id),
          'the same headings, in the same order, with the English ids',
        );
        assert.deepEqual(
          page.codeBlocks.map((b) => `${b.lang} ${b.meta}`),
          english.codeBlocks.map((b) => `${b.lang} ${b.meta}`),
          'the same code blocks',
        );
        english.codeBlocks.forEach((block, index) => {
          assert.equal(
            codeWithoutComments(page.codeBlocks[index].code),
            codeWithoutComments(block.code),
            `code block ${index + 1} (line ${block.line}) differs from the English page beyond its comments`,
          );
        });
        for (const key of ['slug', 'id', 'sidebar_position']) {
          assert.equal(page.frontMatter[key], english.frontMatter[key], `front matter ${key}`);
        }
      });
    }
  });
}

/** A Markdown page's prose: front matter, code, tags, MDX expressions and link targets left out. */
function markdownProse(file: string): string {
  return fs
    .readFileSync(file, 'utf8')
    .replace(/^---[\s\S]*?---/, ' ')
    .replace(/(`{3,}|~{3,})[\s\S]*?\1/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/<[^>]+>|\{[^}]*\}|\]\([^)]*\)/g, ' ');
}

describe('es prose reads as Spanish, page by page as the edition is translated', () => {
  const esPages = editions.find(({locale}) => locale === 'es')!.pairs;
  test('the Spanish detector tells a Spanish page from an English one', () => {
    const englishPage = path.join(repoRoot, 'docs/rooms.mdx');
    assert.match(notSpanish(markdownProse(englishPage)) ?? '', /Spanish function words against/);
    const spanishText = 'Una sala es un canal arbitrario al que los sockets pueden unirse y del que pueden salir. Se puede usar para difundir eventos a un subconjunto de clientes, y cada socket entra en su propia sala cuando se conecta.';
    assert.equal(notSpanish(spanishText), undefined);
  });
  for (const {translation} of esPages) {
    test(rel(translation), () => assert.equal(notSpanish(markdownProse(translation)), undefined));
  }
});

describe('pt-br prose reads as Portuguese', () => {
  for (const {translation} of pairs.filter((pair) => fs.existsSync(pair.translation))) {
    test(rel(translation), () => {
      const score = languageScore(markdownProse(translation));
      assert.ok(score.portuguese > score.english * 2, `${score.english} English vs ${score.portuguese} Portuguese function words`);
    });
  }
});
