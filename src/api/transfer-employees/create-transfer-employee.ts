import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { transferEmployee, type CreateTransferEmployeeBody, type TransferEmployee } from '../../../domain/staff-transfer';
import { employeeKeys } from '../employees/keys';
import { http } from '../http';
import { transferEmployeeKeys } from './keys';

const answer = envelope(transferEmployee);

/** POST transfer-employees: refusals come back at employeeId, toOfficeId or scheduledAt. */
export async function createTransferEmployee(body: CreateTransferEmployeeBody): Promise<TransferEmployee> {
  const res = await http.post('transfer-employees', body, { schema: answer });
  return res.payload;
}

export function useCreateTransferEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTransferEmployee,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: transferEmployeeKeys.all });
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
    },
  });
}
