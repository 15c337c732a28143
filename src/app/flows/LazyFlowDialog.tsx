import { deferred, useDeferred } from '../../ui/use-deferred';
import type { FlowDialogProps } from './FlowDialog';

const flowDialog = deferred(() => import('./FlowDialog'));

/** FlowDialog, fetched after the first paint: PrimeReact's Dialog is not part of the JS that paints /login. */
export function LazyFlowDialog(props: FlowDialogProps) {
  const module = useDeferred(flowDialog);
  return module ? <module.FlowDialog {...props} /> : null;
}
