import {useMemo, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {CodeBlockContextProvider, type CodeBlockMetadata} from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import {useCodeWordWrap} from '@site/src/theme/CodeBlock/useCodeWordWrap';

/** The code a server-rendered block shows: one element per line (see plugins/prism-languages). */
export function codeOf(block: HTMLPreElement): string {
  const lines = block.querySelector('code')?.children ?? [];
  return Array.from(lines, (line) => line.textContent ?? '').join('\n');
}

/** The copy and wrap buttons of one server-rendered block, where theme-classic's CodeBlock/Layout puts them. */
function BlockButtons({block}: {block: HTMLPreElement}): ReactNode {
  const wordWrap = useCodeWordWrap(block);
  // The buttons read the code only.
  const metadata = useMemo(() => ({code: codeOf(block)}) as CodeBlockMetadata, [block]);
  return createPortal(
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Buttons />
    </CodeBlockContextProvider>,
    block.parentElement!,
  );
}

/**
 * The buttons of the code blocks of content kept as the server rendered it (StaticContent): the theme's,
 * rendered into each block, without the rest of the content. A block shows them once near the viewport, as
 * blocks rendered in the browser do (see src/theme/CodeBlock/Buttons).
 */
export default function CodeBlockButtons({blocks}: {blocks: HTMLPreElement[]}): ReactNode {
  return blocks.map((block, index) => <BlockButtons key={index} block={block} />);
}
