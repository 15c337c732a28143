/** The columns of the office portal accounts list (the office detail's Portal Accounts tab). */
import { dateTimeCell, type ListColumn } from '../list-columns';
import type { AgentPortalProfile, OfficePortalProfile } from '../portal-accounts';

export const OFFICE_PORTAL_PROFILE_COLUMNS: readonly ListColumn<OfficePortalProfile>[] = [
  { key: 'portal', header: 'Portal', text: (p) => p.portal.portalName },
  { key: 'portalUsername', header: 'Email', text: (p) => p.portalUsername },
  { key: 'office', header: 'Office', text: (p) => p.office.officeName },
  { key: 'createdAt', header: 'Added', text: (p) => dateTimeCell(p.createdAt) },
];

export const AGENT_PORTAL_PROFILE_COLUMNS: readonly ListColumn<AgentPortalProfile>[] = [
  { key: 'agent', header: 'Agent', text: (p) => p.agent.nickName ?? p.agent.name },
  { key: 'office', header: 'Office', text: (p) => p.agent.officeName ?? '-' },
  { key: 'portal', header: 'Portal', text: (p) => p.portal.portalName },
  { key: 'portalUsername', header: 'Portal Username', text: (p) => p.portalUsername },
  { key: 'email', header: 'Email', text: (p) => p.email },
  { key: 'createdAt', header: 'Added', text: (p) => dateTimeCell(p.createdAt) },
];
