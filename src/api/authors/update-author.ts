import { useMutation, useQueryClient } from '@tanstack/react-query';
import { author, type Author, type UpdateAuthorBody } from '../../../domain/entities/author';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { employeeKeys } from '../employees/keys';
import { authorKeys } from './keys';

const answer = envelope(author);

export interface UpdateAuthorInput {
  employeeId: string;
  body: UpdateAuthorBody;
}

/** PATCH /authors/{employeeId} {slugAuthor}: a link makes the employee an author; a used link answers 400 on slugAuthor. */
export async function updateAuthor({ employeeId, body }: UpdateAuthorInput): Promise<Author> {
  const res = await http.patch(`authors/${encodeURIComponent(employeeId)}`, body, { schema: answer });
  return res.payload;
}

export function useUpdateAuthor(options: { onSuccess?: (updated: Author) => void | Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAuthor,
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: authorKeys.all });
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      await options.onSuccess?.(updated);
    },
  });
}
