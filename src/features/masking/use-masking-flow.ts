import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { maskingMachine, type CopyLinkParams, type SavePdfParams } from '../../../machines/masking.machine';
import { createListingMasking } from '../../api/masking/create-listing-masking';
import { createMaskingHistory } from '../../api/masking/create-masking-history';
import { maskingListingQueryOptions } from '../../api/masking/get-masking-listing';
import { maskingKeys } from '../../api/masking/keys';
import { getListingPdf } from '../../api/masking/pdf';
import { listingKeys } from '../../api/listings/keys';
import { useFlow } from '../../app/flows/use-flow';
import { useCurrentSession } from '../../app/session-context';
import { absoluteUrl, copyToClipboard } from '../../ui/copy-link';
import { showToast } from '../../ui/toast';
import { maskerOf } from './masker';
import { saveFile } from '../../ui/save-file';

function copyLink({ path }: CopyLinkParams) {
  copyToClipboard(absoluteUrl(path));
}

function savePdf({ fileName, file }: SavePdfParams) {
  saveFile(file as Blob, fileName);
}

/**
 * The masking machine with its real effects: the API calls of §7, the toast,
 * the clipboard and the browser download. QA's flow log sees it as 'masking'.
 */
export function useMaskingFlow() {
  const session = useCurrentSession();
  const queryClient = useQueryClient();
  return useFlow(
    () =>
      maskingMachine.provide({
        actors: {
          mask: fromPromise(({ input: body }) => createListingMasking(body)),
          createShareLink: fromPromise(({ input: body }) => createMaskingHistory(body)),
          loadListing: fromPromise(({ input: { listingId } }) => queryClient.fetchQuery(maskingListingQueryOptions(session.isHQ, listingId))),
          recordPdfShare: fromPromise(({ input: body }) => createMaskingHistory(body)),
          downloadPdf: fromPromise(({ input: { listingId, listingCode, employeeId, lang }, signal }) =>
            getListingPdf(listingId, { lang, listingCode, employeeId }, signal),
          ),
        },
        actions: {
          notify: (_, params) => showToast(params),
          copyLink: (_, params) => copyLink(params),
          savePdf: (_, params) => savePdf(params),
          reloadListings: () => {
            void queryClient.invalidateQueries({ queryKey: listingKeys.all });
            void queryClient.invalidateQueries({ queryKey: maskingKeys.all });
          },
        },
      }),
    { name: 'masking', input: maskerOf(session) },
  );
}

export type MaskingActor = ReturnType<typeof useMaskingFlow>;
