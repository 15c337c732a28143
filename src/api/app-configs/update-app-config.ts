import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appConfigPayload, type AppConfigKey } from '../../../domain/entities/app-config';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { appConfigKeys } from './keys';

const answer = envelope(appConfigPayload);

/** PATCH app-configs/{key} (admin-HQ-plus): the value is checked against its key, a legal text cleaned, on the server. */
export async function updateAppConfig(key: AppConfigKey, value: unknown) {
  return (await http.patch(`app-configs/${encodeURIComponent(key)}`, { value }, { schema: answer })).payload;
}

/** Every app-config read (the page's, the shell's flags, the version gate's next check) asks again. */
export function useUpdateAppConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value }: { key: AppConfigKey; value: unknown }) => updateAppConfig(key, value),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: appConfigKeys.all }),
  });
}
