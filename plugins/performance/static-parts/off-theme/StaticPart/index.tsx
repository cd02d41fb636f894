// static-parts switched off (SPEED_TRICKS_OFF): the site's components still render <StaticPart>, which is then its children.
import type {ReactNode} from 'react';
import type {Props} from '@theme/StaticPart';

export default function StaticPart({children}: Props): ReactNode {
  return children;
}
