/** GET employees (§7 filters and includeData, scoped to what the caller may see) and this week's birthdays. */
import { envelope, listPayload } from '../../domain/entities/common';
import { birthday, employee, employeesQuery } from '../../domain/entities/employee';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { birthdaysThisWeek, listEmployees } from '../services/employees';

export const employeeRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;

  app.get(
    '/employees',
    { schema: { querystring: employeesQuery, response: { 200: envelope(listPayload(employee)) } } },
    async (request) => ({ payload: await listEmployees(services.db, callerOf(request), request.query) }),
  );

  app.get('/employees/birthdays', { schema: { response: { 200: envelope(listPayload(birthday)) } } }, async (request) => ({
    payload: await birthdaysThisWeek(services.db, callerOf(request), services.now()),
  }));
};
