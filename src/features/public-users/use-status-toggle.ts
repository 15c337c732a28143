import { useState } from 'react';
import { statusChangedMessage } from '../../../domain/entities/user-admin';
import { errorMessage } from '../../../domain/errors';
import { useUpdateUser } from '../../api/users/update-user';
import { showToast } from '../../ui/toast';
import { nextStatus } from './public-user-display';

export interface ToggleSubject {
  userId: string;
  name: string;
  status: 'active' | 'inactive';
}

/**
 * §4's public-user toggle: asked first, then PATCH users/{userId} with userId
 * and the other status (§7); 'Success change {name} status.' (§8).
 */
export function useStatusToggle() {
  const [asking, setAsking] = useState<ToggleSubject | null>(null);
  const update = useUpdateUser();
  const accept = () => {
    if (!asking) return;
    const { userId, name, status } = asking;
    update.mutate(
      { userId, body: { userId, status: nextStatus(status) } },
      {
        onSuccess: () => {
          setAsking(null);
          showToast({ severity: 'success', summary: statusChangedMessage(name) });
        },
        onError: (error) => {
          setAsking(null);
          showToast({ severity: 'error', summary: errorMessage(error) });
        },
      },
    );
  };
  return { asking, ask: setAsking, accept, reject: () => setAsking(null), isSaving: update.isPending };
}
