import convert from 'npm-to-yarn';
import type {PackageManager} from './choices';

/** A line installing or removing packages with npm: what gets a line of its own in each package manager. */
const installLine = /^\s*npm\s+(install|i|add|uninstall|remove|rm|un|ci)\b/;

/** Whether a shell block installs packages with npm (and so gets package-manager tabs). */
export function hasInstallCommand(code: string): boolean {
  return code.split('\n').some((line) => installLine.test(line));
}

/**
 * The block's commands for another package manager. Install and uninstall lines are converted by npm-to-yarn (the
 * library Docusaurus's npm2yarn plugin uses); other lines (`npm init`, `npm pkg set`, `mkdir`) stay as they are:
 * npm comes with Node.js, and they only write package.json. A trailing `# comment` keeps its column.
 */
export function commandsFor(code: string, manager: PackageManager): string {
  if (manager === 'npm') return code;
  return code
    .split('\n')
    .map((line) => {
      if (!installLine.test(line)) return line;
      const [, command, comment] = line.match(/^(.*?)(\s+#.*)?$/)!;
      const converted = convert(command!.trim(), manager);
      if (converted.startsWith('#')) throw new Error(`code-variants: npm-to-yarn cannot convert "${command}" for ${manager}`);
      const indent = command!.match(/^\s*/)![0];
      if (!comment) return indent + converted;
      const column = command!.length + comment.match(/^\s*/)![0].length;
      return (indent + converted).padEnd(column - 1) + ' ' + comment.trim();
    })
    .join('\n');
}

/** The package manager a hand-written block is for, from its first command. */
export function managerOf(code: string): PackageManager | undefined {
  const first = code.trim().split(/\s+/)[0];
  return first === 'yarn' || first === 'pnpm' || first === 'bun' || first === 'npm' ? first : undefined;
}
