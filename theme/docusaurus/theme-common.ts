import { useColorMode as useLecternColorMode, type ColorMode } from '../color-mode.ts';

/** `useColorMode` of `@docusaurus/theme-common`: the mode, a setter, and the older `isDarkTheme` flag. */
export function useColorMode(): { colorMode: ColorMode; setColorMode(mode: ColorMode): void; isDarkTheme: boolean } {
  const { colorMode, setColorMode } = useLecternColorMode();
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark' };
}
