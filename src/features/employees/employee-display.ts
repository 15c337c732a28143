/** Paths, tabs and the caller of the employee screens /hq, /franchise-owner, /agent and /staff (§2, issue 16). */
import { useLocation } from 'wouter';
import { accessSubject, type Session } from '../../../domain/session';
import { canKeepEmployee, EMPLOYEE_KINDS, EMPLOYEE_SCREENS, employeeScope, mayGrantRole, type EmployeeAdminCaller, type EmployeeKind, type EmployeeScreen } from '../../../domain/employee-admin';
import type { EmployeeDetail } from '../../../domain/entities/employee';

export const createEmployeePath = (kind: EmployeeKind) => `${EMPLOYEE_SCREENS[kind].path}/create`;
export const employeeDetailPath = (kind: EmployeeKind, employeeId: string, tab?: EmployeeTab) =>
  `${EMPLOYEE_SCREENS[kind].path}/${encodeURIComponent(employeeId)}${tab && tab !== DEFAULT_TAB ? `/${tab}` : ''}`;
export const editEmployeePath = (kind: EmployeeKind, employeeId: string) => `${EMPLOYEE_SCREENS[kind].path}/${encodeURIComponent(employeeId)}/edit`;

/** The detail's tabs (§2 names none): the record, and for agents their star agent page. */
export const EMPLOYEE_TABS = ['employee', 'star-agent'] as const;
export type EmployeeTab = (typeof EMPLOYEE_TABS)[number];
export const DEFAULT_TAB: EmployeeTab = 'employee';
export const EMPLOYEE_TAB_LABELS: Record<EmployeeTab, string> = { employee: 'Employee', 'star-agent': 'Star Agent' };

export const tabsOf = (kind: EmployeeKind): readonly EmployeeTab[] => (kind === 'agent' ? EMPLOYEE_TABS : [DEFAULT_TAB]);

/** The URL's tab, or the first one: an unknown tab never shows an empty page. */
export function tabOf(kind: EmployeeKind, value: string | undefined): EmployeeTab {
  return tabsOf(kind).find((t) => t === value) ?? DEFAULT_TAB;
}

/** The screen the address bar is on: each kind's routes start with its path. */
export function useEmployeeScreen(): EmployeeScreen {
  const [location] = useLocation();
  const first = `/${location.split('/')[1] ?? ''}`;
  const kind = EMPLOYEE_KINDS.find((k) => EMPLOYEE_SCREENS[k].path === first);
  if (!kind) throw new Error(`No employee screen at ${location}: the route table registers these pages under ${EMPLOYEE_KINDS.join(', ')} only.`);
  return EMPLOYEE_SCREENS[kind];
}

export const adminCallerOf = (session: Session): EmployeeAdminCaller => ({ ...accessSubject(session), employees: session.employees });

export interface OfficeChoice {
  officeId: string;
  officeName: string;
}

/**
 * The offices whose records of this kind the caller keeps, by name; null
 * when they keep every office's (admin-HQ-plus: the full office search).
 */
export function keptOffices(session: Session, kind: EmployeeKind): OfficeChoice[] | null {
  const scope = employeeScope(adminCallerOf(session), kind);
  if (!scope) return [];
  if (scope.kind === 'all') return null;
  return scope.officeIds.map((officeId) => ({
    officeId,
    officeName: session.employees.find((e) => e.officeId === officeId)?.office?.officeName ?? officeId,
  }));
}

/** 'Budi Santoso', or the code when the user was not included. */
export const employeeName = (e: Pick<EmployeeDetail, 'employeeId' | 'employeeCode' | 'user'>) => e.user?.name ?? e.employeeCode ?? e.employeeId;

/** Edit shows exactly when the server takes the edit: a record the caller keeps, of a role they may give (only a Super Admin keeps a Super Admin's). */
export const canEditEmployee = (caller: EmployeeAdminCaller, kind: EmployeeKind, record: Pick<EmployeeDetail, 'officeId' | 'employeeRole'>) =>
  canKeepEmployee(caller, kind, record.officeId) && mayGrantRole(caller, record.employeeRole.role);
