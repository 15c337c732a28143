/**
 * Primary project coordination (issue 18): a new-development project — its
 * developer, units and price range — coordinated by one office and its agents;
 * listings of type primary belong to one (listings.primary_project_id).
 */
import { bigint, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, trigram, ts } from './columns';
import { employees, offices, users } from './people';

const money = (name: string) => bigint(name, { mode: 'number' });

export const primaryProjects = pgTable(
  'primary_projects',
  {
    primaryProjectId: text('primary_project_id').primaryKey(),
    projectName: text('project_name').notNull(),
    developerName: text('developer_name').notNull(),
    city: text('city').notNull(),
    address: text('address'),
    description: text('description'),
    totalUnits: integer('total_units').notNull(),
    availableUnits: integer('available_units').notNull(),
    priceMin: money('price_min').notNull(),
    priceMax: money('price_max').notNull(),
    coordinatingOfficeId: text('coordinating_office_id')
      .notNull()
      .references(() => offices.officeId),
    status: text('status').$type<'ACTIVE' | 'SOLD_OUT' | 'INACTIVE'>().notNull().default('ACTIVE'),
    createdByUserId: text('created_by_user_id').references(() => users.userId),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('primary_projects_created_idx').on(t.createdAt, t.primaryProjectId),
    index('primary_projects_office_created_idx').on(t.coordinatingOfficeId, t.createdAt, t.primaryProjectId),
    index('primary_projects_status_created_idx').on(t.status, t.createdAt, t.primaryProjectId),
    index('primary_projects_name_idx').on(t.projectName, t.primaryProjectId),
    trigram('primary_projects_name_trgm', t.projectName),
    trigram('primary_projects_developer_trgm', t.developerName),
  ],
);

/** The agents coordinating a project. */
export const primaryProjectAgents = pgTable(
  'primary_project_agents',
  {
    primaryProjectId: text('primary_project_id')
      .notNull()
      .references(() => primaryProjects.primaryProjectId, { onDelete: 'cascade' }),
    employeeId: text('employee_id')
      .notNull()
      .references(() => employees.employeeId),
  },
  (t) => [primaryKey({ columns: [t.primaryProjectId, t.employeeId] }), index('primary_project_agents_employee_idx').on(t.employeeId)],
);
