/** Lectern's theme is written for React 19 (document hydration, hoisted head tags): anything else is refused loudly. */
export function checkReactVersion(version: string): void {
  if (!version.startsWith('19.')) throw new Error(`Lectern requires React 19.0.0 or newer within 19.x, but React ${version} was loaded; install react@19 and react-dom@19`);
}
