/** Transfers of staff and agents between offices (/transfer-staff): list, one, create (immediate or scheduled), cancel. */
import { envelope } from '../../domain/entities/common';
import { TRANSFER_EMPLOYEE_COLUMNS } from '../../domain/lists/staff-transfers';
import { createTransferEmployeeBody, transferEmployee, transferEmployeeIdParams, transferEmployeesQuery } from '../../domain/staff-transfer';
import { listRoute } from '../http/list-route';
import { callerOf, typed, type ApiPlugin } from '../http/types';
import { cancelTransferEmployee, createTransferEmployee, getTransferEmployee, listTransferEmployees } from '../services/staff-transfers';

export const staffTransferRoutes: ApiPlugin = async (fastify) => {
  const app = typed(fastify);
  const { services } = fastify;
  const one = { 200: envelope(transferEmployee) };

  listRoute(fastify, {
    url: '/transfer-employees',
    querystring: transferEmployeesQuery,
    item: transferEmployee,
    columns: TRANSFER_EMPLOYEE_COLUMNS,
    screen: 'transfer-staff',
    read: (_request, q) => listTransferEmployees(services.db, q),
  });

  app.get('/transfer-employees/:transferEmployeeId', { schema: { params: transferEmployeeIdParams, response: one } }, async (request) => ({
    payload: await getTransferEmployee(services.db, request.params.transferEmployeeId),
  }));

  app.post('/transfer-employees', { schema: { body: createTransferEmployeeBody, response: { 201: envelope(transferEmployee) } } }, async (request, reply) => {
    reply.code(201);
    return { payload: await createTransferEmployee(services.db, callerOf(request), request.body, services.now()) };
  });

  app.post(
    '/transfer-employees/:transferEmployeeId/cancel',
    { schema: { params: transferEmployeeIdParams, response: one } },
    async (request) => ({ payload: await cancelTransferEmployee(services.db, callerOf(request), request.params.transferEmployeeId, services.now()) }),
  );
};
