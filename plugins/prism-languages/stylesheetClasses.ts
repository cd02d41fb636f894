// For the tests: what a token's classes stand for, read from the stylesheet the plugin writes.

export type Mode = 'light' | 'dark';

/** The declarations each of `className`'s classes applies in `mode`, according to `stylesheet`. */
export function declarationsIn(stylesheet: string): (className: string, mode: Mode) => string[] {
  const rules = new Map(
    [...stylesheet.matchAll(/^\[data-theme=(\w+)\] \.(t[ld]\d+)\{([^}]*)\}$/gm)].map(([, mode, name, css]) => [name!, {mode, css: css!}]),
  );
  return (className, mode) =>
    className.split(' ').flatMap((name) => {
      const rule = rules.get(name);
      return rule?.mode === mode ? [rule.css] : [];
    });
}
