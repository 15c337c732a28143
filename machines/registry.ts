/**
 * Every machine of machines/ by its id, loaded on demand: the flow player
 * (issue 20) finds the machine a trace names here, and 'Save as test' writes
 * the import line from `file` and `exportName`. A test checks that every
 * `*.machine.ts` of this folder is listed, under its machine's own id.
 */
import type { AnyStateMachine } from 'xstate';

export interface MachineEntry {
  /** The module under machines/, without its extension. */
  file: string;
  exportName: string;
  /** What the flow is, for the player's picker. */
  about: string;
  load: () => Promise<AnyStateMachine>;
}

export const MACHINES: Readonly<Record<string, MachineEntry>> = {
  blogWizard: {
    file: 'blog-wizard.machine',
    exportName: 'blogWizardMachine',
    about: 'the blog post wizard',
    load: () => import('./blog-wizard.machine').then((m) => m.blogWizardMachine),
  },
  commentModeration: {
    file: 'comment-moderation.machine',
    exportName: 'commentModerationMachine',
    about: 'approving or deleting a comment',
    load: () => import('./comment-moderation.machine').then((m) => m.commentModerationMachine),
  },
  confirmedMove: {
    file: 'confirmed-move.machine',
    exportName: 'confirmedMoveMachine',
    about: 'a move confirmed before it is sent (staff and team transfers)',
    load: () => import('./confirmed-move.machine').then((m) => m.confirmedMoveMachine),
  },
  connectivity: {
    file: 'connectivity.machine',
    exportName: 'connectivityMachine',
    about: 'online/offline and the server health check',
    load: () => import('./connectivity.machine').then((m) => m.connectivityMachine),
  },
  feeEditor: {
    file: 'fee-editor.machine',
    exportName: 'feeEditorMachine',
    about: 'the member fee editor',
    load: () => import('./fee-editor.machine').then((m) => m.feeEditorMachine),
  },
  idle: {
    file: 'idle.machine',
    exportName: 'idleMachine',
    about: 'the idle timeout and its prompt',
    load: () => import('./idle.machine').then((m) => m.idleMachine),
  },
  masking: {
    file: 'masking.machine',
    exportName: 'maskingMachine',
    about: 'sharing a listing as a masked link',
    load: () => import('./masking.machine').then((m) => m.maskingMachine),
  },
  portalOtp: {
    file: 'portal-otp.machine',
    exportName: 'portalOtpMachine',
    about: "a portal account's one-time password",
    load: () => import('./portal-otp.machine').then((m) => m.portalOtpMachine),
  },
  session: {
    file: 'session.machine',
    exportName: 'sessionMachine',
    about: 'sign-in, reload and sign-out',
    load: () => import('./session.machine').then((m) => m.sessionMachine),
  },
  transfer: {
    file: 'transfer.machine',
    exportName: 'transferMachine',
    about: 'moving a team member',
    load: () => import('./transfer.machine').then((m) => m.transferMachine),
  },
  versionGate: {
    file: 'version-gate.machine',
    exportName: 'versionGateMachine',
    about: 'the new-version prompt',
    load: () => import('./version-gate.machine').then((m) => m.versionGateMachine),
  },
  watermarkFlag: {
    file: 'watermark-flag.machine',
    exportName: 'watermarkFlagMachine',
    about: "a photo's watermark flag",
    load: () => import('./watermark-flag.machine').then((m) => m.watermarkFlagMachine),
  },
};
