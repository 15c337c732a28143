import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { bulkModeratePayload, type BulkModerateBody } from '../../../domain/entities/comment';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleCommentKeys } from './keys';

const answer = envelope(bulkModeratePayload);
export type BulkModerateResult = z.infer<typeof bulkModeratePayload>;

/** POST /article-comments/bulk-update-status: approve or reject a selection; already-decided ones are skipped. */
export async function bulkModerateComments(body: BulkModerateBody): Promise<BulkModerateResult> {
  const res = await http.post('article-comments/bulk-update-status', body, { schema: answer });
  return res.payload;
}

/** Several comments changed tab at once: every list and total of the panel reloads. */
export function useBulkModerateComments(options: { onSuccess?: (result: BulkModerateResult) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkModerateComments,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: articleCommentKeys.all });
      await options.onSuccess?.(result);
    },
  });
}
