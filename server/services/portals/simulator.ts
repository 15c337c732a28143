/**
 * The local portal simulator: the default adapter of every portal, named as
 * such wherever it answers ('local portal simulator'). It behaves like a
 * portal: a push takes time, a listing the portal's rules refuse is rejected
 * (no photo, no price, a description under 30 characters), and the portal can
 * be down. A test orders outcomes with `order(...)`: they are used, in turn,
 * before the rules. The same push sent twice (one idempotency key) is answered
 * once, as a portal that deduplicates would.
 */
import { randomUUID } from 'node:crypto';
import { PortalUnavailableError, type PortalAdapter, type PortalPushAnswer, type PortalPushRequest, type PortalRef } from './adapter';

export const SIMULATOR_DESCRIPTION = 'local portal simulator';

/** An outcome a test can order: accepted, refused by the portal, or the portal unreachable. */
export type SimulatedOutcome = 'accept' | 'reject' | 'down';
export const SIMULATED_OUTCOMES: readonly SimulatedOutcome[] = ['accept', 'reject', 'down'];

/** An ordered outcome for the next push of any listing, or of the listing with this code only. */
export type OrderedOutcome = SimulatedOutcome | { outcome: SimulatedOutcome; listingCode: string };

export interface SimulatorOptions {
  /** Each answer's delay in milliseconds, drawn between the two (a portal's API takes its time). */
  delayMs?: readonly [number, number];
  /** Share of pushes, 0 to 1, that find the portal down when no outcome is ordered. */
  failureRate?: number;
  random?: () => number;
  /** Outcomes used in turn before the rules. */
  script?: readonly OrderedOutcome[];
}

export interface PortalSimulator extends PortalAdapter {
  /** Queue outcomes for the next pushes, in order (one with a listing code waits for that listing's push). */
  order(...outcomes: OrderedOutcome[]): void;
  /** Forget the outcomes not used yet. */
  clearOrders(): void;
  /** Every push received, in order (the duplicates of one key included). */
  readonly received: PortalPushRequest[];
}

const MIN_DESCRIPTION = 30;

/** The simulated portal's own rules: what a real portal refuses. */
export function simulatedRefusal(listing: PortalPushRequest['listing']): string | null {
  if (listing.photoCount === 0) return 'Listing has no photo: at least one is required.';
  if (!(listing.price > 0)) return 'Listing has no price.';
  if ((listing.description ?? '').trim().length < MIN_DESCRIPTION) return `Description must be at least ${MIN_DESCRIPTION} characters.`;
  return null;
}

const slugOf = (portal: PortalRef) => portal.portalName.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function createPortalSimulator(options: SimulatorOptions = {}): PortalSimulator {
  const [low, high] = options.delayMs ?? [0, 0];
  const random = options.random ?? Math.random;
  const script: OrderedOutcome[] = [...(options.script ?? [])];
  /** The first ordered outcome meant for this listing (or for any), taken off the queue. */
  const take = (listingCode: string | null): SimulatedOutcome | undefined => {
    const at = script.findIndex((o) => typeof o === 'string' || o.listingCode === listingCode);
    if (at < 0) return undefined;
    const [entry] = script.splice(at, 1);
    return typeof entry === 'string' ? entry : entry!.outcome;
  };
  const answered = new Map<string, PortalPushAnswer>();
  const published = new Map<string, { message: string; link: string }>();
  const received: PortalPushRequest[] = [];

  const wait = () => {
    const ms = low + (high - low) * random();
    return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  };

  return {
    description: SIMULATOR_DESCRIPTION,
    received,
    order(...outcomes) {
      script.push(...outcomes);
    },
    clearOrders() {
      script.length = 0;
    },
    async push(request) {
      received.push(request);
      await wait();
      const earlier = answered.get(request.idempotencyKey);
      if (earlier) return earlier;
      const ordered = take(request.listing.listingCode);
      const isDown = ordered === 'down' || (ordered === undefined && random() < (options.failureRate ?? 0));
      if (isDown) {
        throw new PortalUnavailableError(`${request.portal.portalName} is unreachable (${SIMULATOR_DESCRIPTION}: service unavailable).`, {
          status: 503,
          error: 'Service Unavailable',
          simulator: true,
        });
      }
      const trxId = `SIM-${randomUUID().slice(0, 8).toUpperCase()}`;
      const refusal = ordered === 'reject' ? 'Listing refused by the portal (ordered by a test).' : ordered === 'accept' ? null : simulatedRefusal(request.listing);
      let answer: PortalPushAnswer;
      if (refusal) {
        answer = { outcome: 'rejected', message: refusal, trxId, raw: { status: 422, message: refusal, trx_id: trxId, simulator: true } };
      } else {
        const externalId = request.externalId ?? `${slugOf(request.portal)}-${request.listing.listingCode.toLowerCase()}`;
        const url = `https://simulator.invalid/${slugOf(request.portal)}/properti/${externalId}`;
        const message = request.action === 'delete' ? 'Listing removed' : request.action === 'update' ? 'Listing updated' : 'Listing published';
        answer = { outcome: 'accepted', message, trxId, externalId, url, raw: { status: 200, message, trx_id: trxId, id: externalId, url, simulator: true } };
        if (request.action === 'delete') published.delete(externalId);
        else published.set(externalId, { message: `Live on ${request.portal.portalName} since the push ${trxId}.`, link: url });
      }
      answered.set(request.idempotencyKey, answer);
      return answer;
    },
    async currentResult(portal, externalId) {
      await wait();
      // Only an order for any listing applies to a result check (it names no listing code).
      const ordered = script[0] === 'down' ? take(null) : undefined;
      if (ordered === 'down') throw new PortalUnavailableError(`${portal.portalName} is unreachable (${SIMULATOR_DESCRIPTION}: service unavailable).`, { status: 503, simulator: true });
      const live = published.get(externalId);
      if (live) return live;
      // Pushed before this process started (demo data): the simulator answers for it as a portal would.
      return { message: `Listed on ${portal.portalName} (${SIMULATOR_DESCRIPTION}).`, link: `https://simulator.invalid/${slugOf(portal)}/properti/${externalId}` };
    },
  };
}
