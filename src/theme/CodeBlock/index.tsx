import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';

/** The code as one string when it is only text: a string is highlighted and can be copied. */
function asText(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * Replaces theme-classic's CodeBlock, which gives its content a new key once hydrated so that every block is
 * rebuilt with the colour mode's Prism theme. Here the block is hydrated and kept: the colour mode reaches
 * components as an ordinary update after hydration (useColorMode lags behind on purpose), and React restyles
 * the tokens in place. The rebuild re-tokenized every block and recreated its DOM, the heaviest task on long
 * API pages.
 */
export default function CodeBlock({children, ...props}: Props): ReactNode {
  const code = asText(children);
  return typeof code === 'string' ? <StringContent {...props}>{code}</StringContent> : <ElementContent {...props}>{code}</ElementContent>;
}
