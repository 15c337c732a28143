import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateEmployeeBody } from '../../../domain/employee-admin';
import { envelope } from '../../../domain/entities/common';
import { employeeDetail, type EmployeeDetail } from '../../../domain/entities/employee';
import { http } from '../http';
import { userKeys } from '../users/keys';
import { employeeKeys } from './keys';

const answer = envelope(employeeDetail);

export interface UpdateEmployeeInput {
  employeeId: string;
  body: UpdateEmployeeBody;
}

/** PATCH employees/{employeeId} (issue 16): the fields it names, the role within the screen, role status and status. */
export async function updateEmployee({ employeeId, body }: UpdateEmployeeInput): Promise<EmployeeDetail> {
  const res = await http.patch(`employees/${encodeURIComponent(employeeId)}`, body, { schema: answer });
  return res.payload;
}

export function useUpdateEmployee(options: { onSuccess?: (updated: EmployeeDetail) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSuccess: async (updated) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: employeeKeys.all }), queryClient.invalidateQueries({ queryKey: userKeys.all })]);
      await options.onSuccess?.(updated);
    },
  });
}
