import { useMutation, useQueryClient } from '@tanstack/react-query';
import { envelope } from '../../../domain/entities/common';
import { transferEmployee, type TransferEmployee } from '../../../domain/staff-transfer';
import { http } from '../http';
import { transferEmployeeKeys } from './keys';

const answer = envelope(transferEmployee);

/** POST transfer-employees/{id}/cancel: a waiting transfer never runs. */
export async function cancelTransferEmployee(id: string): Promise<TransferEmployee> {
  const res = await http.post(`transfer-employees/${encodeURIComponent(id)}/cancel`, undefined, { schema: answer });
  return res.payload;
}

export function useCancelTransferEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransferEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transferEmployeeKeys.all }),
  });
}
