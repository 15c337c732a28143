/** The columns of /setting-agent's office agent grid: its CSV file's (the screen shows them as cards). */
import { AGENT_SETTINGS_LABELS, commissionText, type AgentCard } from '../agent-settings';
import { orDash, type ListColumn } from '../list-columns';
import { ROLE_LABELS } from '../roles';

export const AGENT_CARD_COLUMNS: readonly ListColumn<AgentCard>[] = [
  { key: 'nickName', header: 'Nickname', text: (a) => orDash(a.nickName) },
  { key: 'name', header: 'Name', text: (a) => a.name },
  { key: 'listingCount', header: 'Listings', text: (a) => String(a.listingCount) },
  { key: 'roles', header: 'Roles', text: (a) => a.roles.map((r) => ROLE_LABELS[r]).join(', ') },
  { key: 'allowSelfListing', header: AGENT_SETTINGS_LABELS.allowSelfListing, text: (a) => (a.allowSelfListing ? 'Yes' : 'No') },
  { key: 'commissionPercent', header: AGENT_SETTINGS_LABELS.commissionPercent, text: (a) => commissionText(a.commissionPercent) },
];
