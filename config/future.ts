import type {Config} from '@docusaurus/types';
import {hasGitHistory} from './vcs';

const coreVersion: string = require('@docusaurus/core/package.json').version;

/**
 * Docusaurus's future flags, spelled for the installed version: 3.10 renamed `experimental_faster` to `faster` and
 * added `experimental_vcs`, and the upgrade rehearsal (scripts/check-docusaurus.sh) also builds with 3.9.
 */
export function futureFlags(siteDir: string): Config['future'] {
  const [major, minor] = coreVersion.split('.').map(Number);
  const flags = major === 3 && minor < 10 ? {v4: true, experimental_faster: true} : {v4: true, faster: true, experimental_vcs: hasGitHistory(siteDir) ? true : 'disabled'};
  // Each version's types know only its own spelling.
  return flags as Config['future'];
}
