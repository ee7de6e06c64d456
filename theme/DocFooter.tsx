import EditThisPage from '@theme/EditThisPage';
import type { LastUpdate } from '../src/plugins/docs/last-update.ts';
import { usePage } from './context.ts';

const DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function LastUpdated({ update }: { update: LastUpdate }) {
  const date = update.date ? new Date(update.date) : undefined;
  const validDate = date && !Number.isNaN(date.getTime()) ? date : undefined;
  return (
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
  );
}

/**
 * Below every doc: the "Edit this page" link (`editUrl`) and the last update (front matter `last_update`,
 * else git when the docs show it). Sites override it with `src/theme/DocFooter.tsx`.
 */
export default function DocFooter() {
  const { editUrl, lastUpdate } = usePage().route.props as { editUrl?: string; lastUpdate?: LastUpdate };
  if (!editUrl && !lastUpdate) return null;
  return (
    <footer className="doc-footer">
      {editUrl ? <EditThisPage editUrl={editUrl} /> : null}
      {lastUpdate ? <LastUpdated update={lastUpdate} /> : null}
    </footer>
  );
}
