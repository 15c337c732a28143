import type { GroupListItem, TeamPerson } from '../../../domain/entities/team';
import { orDash } from '../../../domain/list-columns';

/** A person as the team screens name them: nickname, else name, with the employee code. */
export const personName = (p: Pick<TeamPerson, 'name' | 'nickName'> | null | undefined) => orDash(p ? p.nickName || p.name : null);
export const officeNameOf = (g: Pick<GroupListItem, 'office'>) => orDash(g.office?.officeName);
