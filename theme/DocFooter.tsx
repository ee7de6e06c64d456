import { usePage } from './context.ts';

interface LastUpdate {
  date?: string;
  author?: string;
}

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Below every doc: the front matter's `last_update` (date and author). Sites override it with `src/theme/DocFooter.tsx`. */
export default function DocFooter() {
  const fm = (usePage().route.props as { frontMatter?: { last_update?: LastUpdate } }).frontMatter;
  const update = fm?.last_update;
  if (!update || (!update.date && !update.author)) return null;
  const date = update.date ? new Date(update.date) : undefined;
  const validDate = date && !Number.isNaN(date.getTime()) ? date : undefined;
  return (
    <footer className="doc-footer">
      <p className="doc-last-update">
        Last updated
        {validDate ? (
          <>
            {' on '}
            <time dateTime={validDate.toISOString().slice(0, 10)}>{DATE.format(validDate)}</time>
          </>
        ) : null}
        {update.author ? ` by ${update.author}` : null}
      </p>
    </footer>
  );
}
