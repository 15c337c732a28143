/** GET employees (§7 filters and includeData, scoped to what the caller may see) and this week's birthdays. */
import { birthday, employee, employeesQuery } from '../../domain/entities/employee';
import { BIRTHDAY_COLUMNS, EMPLOYEE_COLUMNS } from '../../domain/lists/people';
import { listRoute } from '../http/list-route';
import { callerOf, type ApiPlugin } from '../http/types';
import { birthdaysThisWeek, listEmployees } from '../services/employees';

export const employeeRoutes: ApiPlugin = async (fastify) => {
  const { services } = fastify;

  listRoute(fastify, {
    url: '/employees',
    querystring: employeesQuery,
    item: employee,
    columns: EMPLOYEE_COLUMNS,
    screen: 'employees',
    read: (request, q) => listEmployees(services.db, callerOf(request), q),
    // The export's Name, Nickname and Office columns need these joins.
    exportIncludes: ['user', 'office'],
  });

  listRoute(fastify, {
    url: '/employees/birthdays',
    item: birthday,
    columns: BIRTHDAY_COLUMNS,
    screen: 'birthdays',
    isWhole: true,
    read: (request) => birthdaysThisWeek(services.db, callerOf(request), services.now()),
  });
};
