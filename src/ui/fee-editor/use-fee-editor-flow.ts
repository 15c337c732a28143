import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { feeEditorMachine, type FeeEditorInput } from '../../../machines/fee-editor.machine';
import { createTeamsMemberFees } from '../../api/teams/create-teams-member-fees';
import { getTeamsMemberFeeItems } from '../../api/teams/get-teams-member-fee-items';
import { teamKeys } from '../../api/teams/keys';
import { saveTeamsMemberFeeItems } from '../../api/teams/save-teams-member-fee-items';
import { useFlow } from '../../app/flows/use-flow';
import { showToast } from '../toast';

/**
 * The fee editor machine with its real effects: the fee API of §7, the toast,
 * and — once fees are on the server — every team screen refreshed (a transfer
 * completes with them) and the host told. QA's flow log sees it as 'feeEditor'.
 */
export function useFeeEditorFlow(input: FeeEditorInput, onSaved: () => void) {
  const queryClient = useQueryClient();
  // The actor keeps the effects it started with; the host's latest callback is read when the save lands.
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);
  return useFlow(
    () =>
      feeEditorMachine.provide({
        actors: {
          loadFees: fromPromise(({ input: { teamsMemberFeeId }, signal }) => getTeamsMemberFeeItems(teamsMemberFeeId, signal)),
          saveFees: fromPromise(({ input: body }) => saveTeamsMemberFeeItems(body)),
          createFees: fromPromise(({ input: body }) => createTeamsMemberFees(body)),
        },
        actions: {
          notify: (_, params) => showToast(params),
          feesSaved: () => {
            void queryClient.invalidateQueries({ queryKey: teamKeys.all });
            onSavedRef.current();
          },
        },
      }),
    { name: 'feeEditor', input },
  );
}

export type FeeEditorActor = ReturnType<typeof useFeeEditorFlow>;
