/**
 * Every machine in machines/ reaches the flow log through the one flow host
 * (useFlow, or the session's host in FlowsProvider), with no wiring of its
 * own (issue 20). The test lists the folder: a new machine fails here until a
 * scenario below starts it the way the product does and its actor shows in
 * the log under its machine's id and version.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createFlowLog, type FlowLog, type FlowTrace } from '../../../machines/flow-log';
import { machineIdentity } from '../../../machines/machine-identity';
import { MACHINES } from '../../../machines/registry';
import { FlowsContext } from '../../../src/app/flows/flows-context';
import { prepareInspection } from '../../../src/app/flows/inspection';
import { useConfirmedMove } from '../../../src/app/flows/use-confirmed-move';
import { useBlogWizard } from '../../../src/features/blog-posts/wizard/use-blog-wizard';
import { ModeratedEntry } from '../../../src/features/blog-comments/ModeratedEntry';
import { useModerationMachine } from '../../../src/features/blog-comments/use-moderation-machine';
import { PhotoFlag } from '../../../src/features/listing-not-watermark/PhotoFlag';
import { useMaskingFlow } from '../../../src/features/masking/use-masking-flow';
import { usePortalOtpFlow } from '../../../src/features/office/use-portal-otp-flow';
import { useTransferFlow } from '../../../src/features/transfer-team-member/use-transfer-flow';
import { useFeeEditorFlow } from '../../../src/ui/fee-editor/use-fee-editor-flow';
import { fakeComment } from '../blog-comments/fake-comments';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeApi, readText, signedIn } from './support';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

/** A component that runs a hook for its side effect: starting its flow. */
function Host({ use }: { use: () => unknown }) {
  use();
  return null;
}

/** One screen's flow host under a flow log, signed in as the Super Admin. */
async function hosted(ui: ReactNode): Promise<string[]> {
  fakeApi();
  const log: FlowLog = createFlowLog();
  renderWithProviders(
    <FlowsContext.Provider value={{ session: null as never, flowLog: log, inspectorFor: (flow, input) => log.inspector(flow, input) }}>{ui}</FlowsContext.Provider>,
    { session: fakeSession(['admin']) },
  );
  await waitFor(() => expect(log.export().length).toBeGreaterThan(0));
  return tracedMachines(log.export());
}

function tracedMachines(traces: FlowTrace[]): string[] {
  for (const t of traces) expect(t.machine?.version, `${t.flow} carries its machine's version`).toMatch(/^[0-9a-f]{16}$/);
  return traces.map((t) => t.machine!.id);
}

function ModerationHost() {
  const machine = useModerationMachine();
  return <ModeratedEntry kind="comment" item={fakeComment()} machine={machine} showRemoved={false} now={new Date()} />;
}

/** How the product starts each machine. */
const SCENARIOS: Record<string, () => Promise<string[]>> = {
  async session() {
    return appFlows();
  },
  async idle() {
    return appFlows();
  },
  async versionGate() {
    return appFlows();
  },
  async connectivity() {
    return appFlows();
  },
  blogWizard: () => hosted(<Host use={() => useBlogWizard({ articleId: null, employeeId: 'e-1' })} />),
  commentModeration: () => hosted(<ModerationHost />),
  confirmedMove: () => hosted(<Host use={() => useConfirmedMove('staffTransfer', async () => undefined)} />),
  feeEditor: () => hosted(<Host use={() => useFeeEditorFlow({ mode: 'edit', teamsMemberFeeId: 'tmf-1' }, () => undefined)} />),
  masking: () => hosted(<Host use={() => useMaskingFlow()} />),
  portalOtp: () =>
    hosted(<Host use={() => usePortalOtpFlow({ officeId: 'o-1', portalId: 'p-1', portalName: 'OLX', email: 'a@b.test' }, () => undefined)} />),
  transfer: () => hosted(<Host use={() => useTransferFlow([])} />),
  watermarkFlag: () =>
    hosted(<PhotoFlag listingId="l-1" photo={{ key: 'k-1', url: '/api/files/k-1', isWatermark: true }} name="Photo 1 of Rumah" isBusy={false} onSettled={() => undefined} />),
};

/** The app-wide flows, as QA sees them: ?inspect, signed in, 'Export trace' from the panel. */
async function appFlows(): Promise<string[]> {
  window.history.replaceState(null, '', '/?inspect');
  await prepareInspection();
  fakeApi();
  let exported: Blob | null = null;
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => ((exported = b), 'blob:trace'), revokeObjectURL: () => undefined }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const user = userEvent.setup();
  await signedIn(user);
  await user.click(within(screen.getByRole('region', { name: 'Flow log' })).getByRole('button', { name: 'Export trace' }));
  click.mockRestore();
  const text = await readText(exported!);
  return tracedMachines(JSON.parse(text) as FlowTrace[]);
}

const MACHINE_FILES = readdirSync(resolve(__dirname, '../../../machines')).filter((f) => f.endsWith('.machine.ts'));

describe('every machine reaches the flow log', () => {
  test('the registry lists every machine file under its own id', async () => {
    expect(Object.values(MACHINES).map((m) => `${m.file}.ts`).sort()).toEqual([...MACHINE_FILES].sort());
    for (const [id, entry] of Object.entries(MACHINES)) expect((await entry.load()).id).toBe(id);
  });

  test.each(MACHINE_FILES)('%s: a scenario starts it and its actor is in the log', async (file) => {
    const entry = Object.entries(MACHINES).find(([, m]) => `${m.file}.ts` === file);
    expect(entry, `${file} is not in machines/registry.ts`).toBeDefined();
    const [id, { load }] = entry!;
    const scenario = SCENARIOS[id];
    expect(scenario, `no scenario starts ${id}: add one to SCENARIOS`).toBeDefined();
    const machines = await scenario!();
    expect(machines).toContain(id);
    expect(machineIdentity(await load()).id).toBe(id);
  });
});
