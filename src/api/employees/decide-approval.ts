import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecideApprovalBody } from '../../../domain/approval';
import { envelope } from '../../../domain/entities/common';
import { employeeDetail, type EmployeeDetail } from '../../../domain/entities/employee';
import { http } from '../http';
import { employeeKeys } from './keys';

const answer = envelope(employeeDetail);

export interface DecideApprovalInput {
  employeeId: string;
  body: DecideApprovalBody;
}

/** POST employees/{employeeId}/approval: approve, or reject with a reason (400 at reason without one). */
export async function decideApproval({ employeeId, body }: DecideApprovalInput): Promise<EmployeeDetail> {
  const res = await http.post(`employees/${encodeURIComponent(employeeId)}/approval`, body, { schema: answer });
  return res.payload;
}

export function useDecideApproval(options: { onSuccess?: (decided: EmployeeDetail) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApproval,
    onSuccess: async (decided) => {
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      await options.onSuccess?.(decided);
    },
  });
}
