/**
 * GET employees (§7 filters and includeData, scoped to what the caller may see), this week's birthdays,
 * one record, its approval, and creating and editing records of /hq, /franchise-owner, /agent and /staff (issue 16).
 */
import { decideApprovalBody } from '../../domain/approval';
import { createEmployeeBody, updateEmployeeBody } from '../../domain/employee-admin';
import { envelope } from '../../domain/entities/common';
import { birthday, employee, employeeDetail, employeeIdParams, employeesQuery } from '../../domain/entities/employee';
import { BIRTHDAY_COLUMNS, EMPLOYEE_COLUMNS } from '../../domain/lists/people';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { decideApproval, getEmployee } from '../services/approvals';
import { createEmployee, updateEmployee } from '../services/employee-admin';
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

  const app = typed(fastify);
  const detail = { 200: envelope(employeeDetail) };

  app.get('/employees/:employeeId', { schema: { params: employeeIdParams, response: detail } }, async (request) => ({
    payload: await getEmployee(services.db, callerOf(request), request.params.employeeId),
  }));

  app.post('/employees', { schema: { body: createEmployeeBody, response: { 201: envelope(employeeDetail) } } }, async (request, reply) => {
    const { employee: created, hasMail } = await createEmployee(services, callerOf(request), request.body);
    // The new person's set-password mail leaves once the transaction that wrote it has committed.
    if (hasMail) services.mailer.flush().catch((error: Error) => request.log.error({ err: error }, 'mail flush failed'));
    reply.code(201);
    return { payload: created };
  });

  app.patch(
    '/employees/:employeeId',
    { schema: { params: employeeIdParams, body: updateEmployeeBody, response: detail } },
    async (request) => ({
      payload: await updateEmployee(services.db, callerOf(request), request.params.employeeId, request.body, services.now()),
    }),
  );

  app.post(
    '/employees/:employeeId/approval',
    { schema: { params: employeeIdParams, body: decideApprovalBody, response: detail } },
    async (request) => ({
      payload: await decideApproval(services.db, callerOf(request), request.params.employeeId, request.body, services.now()),
    }),
  );
};
