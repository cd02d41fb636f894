import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contrastRatio, parseColor, prism, withContrast} from '../../config/prism';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

for (const [mode, theme] of [['light', prism.theme], ['dark', prism.darkTheme]] as const) {
  test(`every token colour of the ${mode} code theme reaches 4.5:1 on its background`, () => {
    const background = parseColor(theme.plain.backgroundColor!)!;
    const colors = [theme.plain.color!, ...theme.styles.flatMap((entry) => (entry.style.color ? [entry.style.color] : []))];
    for (const color of colors) {
      const parsed = parseColor(color);
      assert.ok(parsed, `${color} is a colour the check can read`);
      assert.ok(contrastRatio(parsed, background) >= 4.5, `${color} on ${theme.plain.backgroundColor}`);
    }
  });
}

test('withContrast leaves a readable colour alone and darkens a faint one just enough', () => {
  assert.equal(withContrast('#000000', '#ffffff'), '#000000');
  const darker = withContrast('#36acaa', '#f6f8fa');
  assert.notEqual(darker, '#36acaa');
  assert.ok(contrastRatio(rgb(darker), rgb('#f6f8fa')) >= 4.5);
  assert.ok(contrastRatio(rgb(darker), rgb('#f6f8fa')) < 6);
});
