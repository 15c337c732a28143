/**
 * One adapter per portal (issue 17): how a listing's push reaches a property
 * portal and how its current result is read back. The sync job speaks only
 * this interface; which adapter answers is chosen once, from the environment
 * (./index.ts): the local simulator by default, the HTTP adapter for a real
 * portal.
 */
import type { PortalSyncAction } from '../../../domain/portal-sync';

export interface PortalRef {
  portalId: string;
  portalName: string;
  /** 1 is the first listing portal (Rumah123 in production). */
  position: number;
}

/** What is sent: the listing as a portal lists it, under the office's account. */
export interface PortalPushRequest {
  /** The job's id: the same push sent twice (a retry after a lost answer) carries the same key. */
  idempotencyKey: string;
  action: PortalSyncAction;
  portal: PortalRef;
  account: { portalUsername: string };
  /** The portal's id of the listing, once a first push was accepted. */
  externalId: string | null;
  listing: {
    listingId: string;
    listingCode: string;
    title: string;
    sellOrRent: string;
    propertyType: string;
    price: number;
    city: string | null;
    address: string | null;
    description: string | null;
    photoCount: number;
  };
}

/** The portal took the listing (completed) or refused it (Rejected, final: retrying would be refused again). */
export type PortalPushAnswer =
  | { outcome: 'accepted'; message: string; trxId: string; externalId: string; url: string | null; raw: unknown }
  | { outcome: 'rejected'; message: string; trxId: string | null; raw: unknown };

/** The portal could not be reached or failed: the push is retried with backoff. `data` is kept with the sync. */
export class PortalUnavailableError extends Error {
  constructor(
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'PortalUnavailableError';
  }
}

export interface PortalAdapter {
  /** Shown in logs and the README: 'local portal simulator' or the portal's API address. */
  readonly description: string;
  push(request: PortalPushRequest): Promise<PortalPushAnswer>;
  /** The portal's word on a listing now: a message, or the link of its public page. */
  currentResult(portal: PortalRef, externalId: string): Promise<{ message: string | null; link: string | null }>;
}

/** The adapter of each portal. */
export interface PortalAdapters {
  forPortal(portal: PortalRef): PortalAdapter;
}
