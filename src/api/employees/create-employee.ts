import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmployeeInput } from '../../../domain/employee-admin';
import { envelope } from '../../../domain/entities/common';
import { employeeDetail, type EmployeeDetail } from '../../../domain/entities/employee';
import { http } from '../http';
import { userKeys } from '../users/keys';
import { employeeKeys } from './keys';

const answer = envelope(employeeDetail);

/** POST employees (issue 16): a record of one of the screen's roles, for an existing user or a new person; 400 names the refused fields. */
export async function createEmployee(body: CreateEmployeeInput): Promise<EmployeeDetail> {
  const res = await http.post('employees', body, { schema: answer });
  return res.payload;
}

export function useCreateEmployee(options: { onSuccess?: (created: EmployeeDetail) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmployee,
    onSuccess: async (created) => {
      // A new person is a new user too.
      await Promise.all([queryClient.invalidateQueries({ queryKey: employeeKeys.all }), queryClient.invalidateQueries({ queryKey: userKeys.all })]);
      await options.onSuccess?.(created);
    },
  });
}
