import { Link } from 'wouter';

/** The tabs of /listing/{listingId}/{tab}, in screen order. */
export const LISTING_TABS = [
  { key: 'information', label: 'Information' },
  { key: 'specifications', label: 'Specifications' },
  { key: 'photos', label: 'Photos' },
  { key: 'portal', label: 'Portal' },
  { key: 'history', label: 'History' },
] as const;

export type ListingTab = (typeof LISTING_TABS)[number]['key'];

/** An unknown tab in the URL shows the first one rather than an empty page. */
export function listingTab(tab: string | undefined): ListingTab {
  return LISTING_TABS.find((t) => t.key === tab)?.key ?? 'information';
}

export const listingTabPath = (listingId: string, tab: ListingTab) => `/listing/${listingId}/${tab}`;

/** The tabs are links: each tab has its URL, Back returns to the previous one, a reload keeps it. */
export function ListingTabs({ listingId, active }: { listingId: string; active: ListingTab }) {
  return (
    <nav className="tab-links" aria-label="Listing sections">
      <ul>
        {LISTING_TABS.map((t) => {
          const isActive = t.key === active;
          return (
            <li key={t.key}>
              <Link href={listingTabPath(listingId, t.key)} aria-current={isActive ? 'page' : undefined}>
                {t.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
