import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {repoRoot} from '../helpers/processes';

// Each changelog page (English, pt-br and es) and the table of the index must state the release date recorded in the
// fixture, and the sidebar must list the releases newest first (4.x by version, then 2.5.0).
const fixture = JSON.parse(
  fs.readFileSync(path.join(repoRoot, 'tests/unit/fixtures/changelog-releases.json'), 'utf8'),
) as {releases: Record<string, {date: string; bundleYear: number | null}>};
const releases = Object.entries(fixture.releases);

const enDir = path.join(repoRoot, 'docs/changelog');
const ptDir = path.join(repoRoot, 'i18n/pt-br/docusaurus-plugin-content-docs/current/changelog');
const esDir = path.join(repoRoot, 'i18n/es/docusaurus-plugin-content-docs/current/changelog');

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const PT_MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

function parts(iso: string): {year: number; month: number; day: number} {
  const [year, month, day] = iso.split('-').map(Number);
  return {year, month, day};
}
const english = (iso: string) => {
  const {year, month, day} = parts(iso);
  return `${EN_MONTHS[month - 1]} ${day}, ${year}`;
};
const portuguese = (iso: string) => {
  const {year, month, day} = parts(iso);
  return `${day} de ${PT_MONTHS[month - 1]} de ${year}`;
};
const spanish = (iso: string) => {
  const {year, month, day} = parts(iso);
  return `${day} de ${ES_MONTHS[month - 1]} de ${year}`;
};
const sidebarPosition = (text: string) => Number(/^sidebar_position:\s*(\d+)/m.exec(text)?.[1]);

describe('changelog release dates', () => {
  for (const [version, {date, bundleYear}] of releases) {
    test(version, () => {
      if (bundleYear !== null) assert.equal(parts(date).year, bundleYear, 'date and bundle year disagree');
      const en = fs.readFileSync(path.join(enDir, `${version}.md`), 'utf8');
      const pt = fs.readFileSync(path.join(ptDir, `${version}.md`), 'utf8');
      const es = fs.readFileSync(path.join(esDir, `${version}.md`), 'utf8');
      assert.ok(en.includes(`Released on **${english(date)}**`), `English page should say "Released on **${english(date)}**"`);
      assert.ok(pt.includes(`Lançada em **${portuguese(date)}**`), `pt-br page should say "Lançada em **${portuguese(date)}**"`);
      assert.ok(es.includes(`Publicada el **${spanish(date)}**`), `es page should say "Publicada el **${spanish(date)}**"`);
      const enIndex = fs.readFileSync(path.join(enDir, 'index.md'), 'utf8');
      const ptIndex = fs.readFileSync(path.join(ptDir, 'index.md'), 'utf8');
      const esIndex = fs.readFileSync(path.join(esDir, 'index.md'), 'utf8');
      assert.ok(enIndex.includes(`| [${version}](${version}.md) | ${english(date)} |`), 'row of the English index');
      assert.ok(ptIndex.includes(`| [${version}](${version}.md) | ${portuguese(date)} |`), 'row of the pt-br index');
      assert.ok(esIndex.includes(`| [${version}](${version}.md) | ${spanish(date)} |`), 'row of the es index');
      assert.equal(sidebarPosition(pt), sidebarPosition(en), 'same sidebar_position in pt-br as in English');
      assert.equal(sidebarPosition(es), sidebarPosition(en), 'same sidebar_position in es as in English');
    });
  }

  test('the sidebar lists the releases newest first, after the index', () => {
    const ordered = releases
      .map(([version]) => version)
      .sort((a, b) => {
        const [x, y] = [a, b].map((v) => v.split('.').map(Number));
        return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
      });
    ordered.forEach((version, index) => {
      const en = fs.readFileSync(path.join(enDir, `${version}.md`), 'utf8');
      assert.equal(sidebarPosition(en), index + 1, `${version}: sidebar_position`);
    });
    for (const dir of [enDir, ptDir, esDir]) {
      assert.equal(sidebarPosition(fs.readFileSync(path.join(dir, 'index.md'), 'utf8')), 0, `${path.relative(repoRoot, dir)}/index.md: sidebar_position`);
    }
  });

  test('every page of the changelog is in the fixture', () => {
    const pages = fs.readdirSync(enDir).filter((name) => name !== 'index.md').map((name) => name.replace(/\.md$/, ''));
    assert.deepEqual(pages.sort(), releases.map(([version]) => version).sort());
  });
});
