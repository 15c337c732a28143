import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { author, type Author, type UpdateAuthorBody } from '../../../domain/entities/author';
import { http } from '../http';
import { authorKeys } from './keys';

const answer = z.object({ payload: author });

export interface UpdateAuthorInput {
  employeeId: string;
  body: UpdateAuthorBody;
}

/** PATCH /authors/{employeeId} {slugAuthor}: a link makes the employee an author; a used link answers 400 on slugAuthor. */
export async function updateAuthor({ employeeId, body }: UpdateAuthorInput): Promise<Author> {
  const res = await http.patch<unknown>(`authors/${encodeURIComponent(employeeId)}`, body);
  return answer.parse(res).payload;
}

export function useUpdateAuthor(options: { onSuccess?: (updated: Author) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAuthor,
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: authorKeys.all });
      await options.onSuccess?.(updated);
    },
  });
}
