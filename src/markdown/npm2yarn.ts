/**
 * A fence marked `npm2yarn` (```` ```bash npm2yarn ````) shows its npm commands for npm, Yarn and pnpm:
 * Docusaurus's convention. Each line starting with an npm command is rewritten; other lines stay.
 */

export type PackageManager = 'npm' | 'yarn' | 'pnpm';
export const PACKAGE_MANAGERS: readonly PackageManager[] = ['npm', 'yarn', 'pnpm'];

/** Whether a fence's meta asks for the tabs. */
export function wantsNpm2Yarn(meta: string): boolean {
  return /(^|\s)npm2yarn(\s|$)/.test(meta);
}

/** The meta without the `npm2yarn` flag, for the code blocks inside the tabs. */
export function withoutNpm2Yarn(meta: string): string {
  return meta.replace(/(^|\s)npm2yarn(?=\s|$)/, '').trim();
}

const DEV_FLAGS = /\s(?:--save-dev|-D)(?=\s|$)/;

/** `npm install x` and friends as the other managers write them. */
function convertLine(line: string, to: PackageManager): string {
  const m = /^(\s*)npm\s+(\S+)(.*)$/.exec(line);
  if (!m || to === 'npm') return line;
  const [, indent, command, rest] = m;
  const args = rest.replace(/\s(?:--save|-S)(?=\s|$)/g, '');
  const dev = DEV_FLAGS.test(args);
  const plain = args.replace(DEV_FLAGS, '');
  const devFlag = dev ? (to === 'yarn' ? ' --dev' : ' --save-dev') : '';
  switch (command) {
    case 'install':
    case 'i':
    case 'add':
      return plain.trim() ? `${indent}${to} add${devFlag}${plain}` : `${indent}${to} install${plain}`;
    case 'ci':
      return `${indent}${to} install --frozen-lockfile`;
    case 'uninstall':
    case 'remove':
    case 'rm':
      return `${indent}${to} remove${plain}`;
    case 'run':
      return to === 'yarn' ? `${indent}yarn${plain}` : `${indent}pnpm run${plain}`;
    case 'init':
      return plain.trim() ? `${indent}${to} create${plain}` : `${indent}${to} init`;
    case 'exec':
      return to === 'yarn' ? `${indent}yarn exec${plain}` : `${indent}pnpm exec${plain}`;
    default:
      return `${indent}${to} ${command}${args}`;
  }
}

export function convertNpmCommands(code: string, to: PackageManager): string {
  return code
    .split('\n')
    .map((line) => convertLine(line, to))
    .join('\n');
}
