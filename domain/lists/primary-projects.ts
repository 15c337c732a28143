/** The columns of /primary-project-coordination and of a project's listings (the lists and their CSV). */
import { dateCell, rupiahCell, type ListColumn } from '../list-columns';
import { LISTING_STATUS_LABELS } from '../listing';
import { PRIMARY_PROJECT_STATUS_LABELS, type PrimaryProject, type ProjectListing } from '../primary-project';

export const PRIMARY_PROJECT_COLUMNS: readonly ListColumn<PrimaryProject>[] = [
  { key: 'projectName', header: 'Project', text: (p) => p.projectName },
  { key: 'developerName', header: 'Developer', text: (p) => p.developerName },
  { key: 'city', header: 'City', text: (p) => p.city },
  { key: 'coordinatingOfficeName', header: 'Coordinating Office', text: (p) => p.coordinatingOfficeName },
  { key: 'priceMin', header: 'Price Range', text: (p) => `${rupiahCell(p.priceMin)} – ${rupiahCell(p.priceMax)}` },
  { key: 'units', header: 'Available Units', text: (p) => `${p.availableUnits}/${p.totalUnits}` },
  { key: 'listingCount', header: 'Listings', text: (p) => String(p.listingCount) },
  { key: 'status', header: 'Status', text: (p) => PRIMARY_PROJECT_STATUS_LABELS[p.status] },
  { key: 'createdAt', header: 'Created', text: (p) => dateCell(p.createdAt) },
];

export const PROJECT_LISTING_COLUMNS: readonly ListColumn<ProjectListing>[] = [
  { key: 'listingCode', header: 'Listing Code', text: (l) => l.listingCode },
  { key: 'title', header: 'Title', text: (l) => l.title },
  { key: 'officeName', header: 'Office', text: (l) => l.officeName },
  { key: 'price', header: 'Price', text: (l) => rupiahCell(l.price) },
  { key: 'status', header: 'Status', text: (l) => LISTING_STATUS_LABELS[l.status] },
];
