import { useColorMode } from './color-mode.ts';

/**
 * Switches between light and dark. Both icons are always in the markup and CSS shows the one for
 * `<html data-theme>`, so the button looks right before hydration and never changes size; the
 * accessible name, which says the current mode, is corrected once the browser knows it.
 */
export default function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode, setColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className={['color-mode-toggle', className].filter(Boolean).join(' ')}
      aria-label={`Switch between dark and light mode (currently ${colorMode} mode)`}
      title={`Switch to ${next} mode`}
      onClick={() => setColorMode(next)}
    >
      <svg className="color-mode-icon icon-light" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <circle cx="12" cy="12" r="4.2" />
          <path d="M12 2.5v2.2M12 19.3v2.2M4.6 4.6l1.6 1.6M17.8 17.8l1.6 1.6M2.5 12h2.2M19.3 12h2.2M4.6 19.4l1.6-1.6M17.8 6.2l1.6-1.6" />
        </g>
      </svg>
      <svg className="color-mode-icon icon-dark" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M20.2 14.6A8.5 8.5 0 0 1 9.4 3.8a8.5 8.5 0 1 0 10.8 10.8z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
