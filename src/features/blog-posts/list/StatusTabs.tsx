import { Link } from 'wouter';
import { CONTENT_STATUS_LABELS, CONTENT_STATUSES, type ContentStatus } from '../../../../domain/entities/article';
import { BLOG_POSTS_PATH } from '../../../../domain/blog';

/** The tab's URL: its status, and the search carried over (a new tab starts on its first page). */
function tabHref(status: ContentStatus, search: string): string {
  const params = new URLSearchParams({ activeTab: status });
  if (search) params.set('search', search);
  return `${BLOG_POSTS_PATH}?${params.toString()}`;
}

/** One tab per content status, in §4's order; links, so Back and a reload keep the tab. */
export function StatusTabs({ active, search }: { active: ContentStatus; search: string }) {
  return (
    <nav className="tab-links" aria-label="Post status">
      <ul>
        {CONTENT_STATUSES.map((status) => (
          <li key={status}>
            <Link href={tabHref(status, search)} aria-current={status === active ? 'page' : undefined}>
              {CONTENT_STATUS_LABELS[status]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
