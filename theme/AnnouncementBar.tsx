import { useSite } from './context.ts';
import { useAnnouncementBar } from './announcement-bar-state.ts';

/** The configured announcement above the navbar; closeable when the config says so. */
export default function AnnouncementBar() {
  const bar = useSite().themeConfig.announcementBar;
  const { shown, close } = useAnnouncementBar();
  if (!bar || !shown) return null;
  return (
    <div className="announcement-bar" role="region" aria-label="Announcement" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      {/* The close button's slot is mirrored on the left so the text stays centred. */}
      {bar.isCloseable ? <div className="announcement-bar-spacer" /> : null}
      <div className="announcement-bar-content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable ? (
        <button type="button" className="announcement-bar-close" aria-label="Close the announcement" onClick={close}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
            <path d="M2 2l10 10M12 2 2 12" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
