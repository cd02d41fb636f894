import type {ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type ButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {useNearViewport} from '../useNearViewport';

type Props = WrapperProps<typeof ButtonsType>;

// Wrapped to render a block's copy and wrap buttons once it nears the viewport: theme-classic renders every
// block's buttons right after hydration, some 1,400 elements in one task on the v4 Server API page.
export default function ButtonsWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const near = useNearViewport(wordWrap.codeBlockRef);
  return near ? <Buttons {...props} /> : null;
}
