/**
 * Issue 18's demo handovers, one in each status: Nanda (agent@demo.test)
 * handed the Bintaro house over (completed, every item ticked, the signed
 * handover and the certificate receipt on file) after a first attempt she
 * cancelled; Vina's Setiabudi handover is in progress (half the checklist,
 * one document). The Pantai Indah Kapuk co-broke and the Malang house have
 * none yet, so their agents can hand them over.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DEFAULT_HANDOVER_CHECKLIST, type HandoverStatus } from '../../../domain/handover';
import { DEFAULT_ZONE } from '../../../domain/format';
import type { Tx } from '../client';
import { closingAgents, closings, employees, files, handoverFiles, handoverItems, handovers, listings, users } from '../schema';
import { newId } from '../../services/tokens';

interface DemoHandover {
  title: string;
  agentEmail: string;
  status: HandoverStatus;
  daysAgo: number;
  /** How many checklist items are ticked (all when completed). */
  checked: number;
  files: readonly ('DOCUMENT' | 'SIGNATURE')[];
  note?: string;
}

const DEMO_HANDOVERS: readonly DemoHandover[] = [
  { title: 'Rumah Hook di Bintaro Sektor 9', agentEmail: 'agent@demo.test', status: 'CANCELLED', daysAgo: 30, checked: 1, files: [], note: 'The buyer asked to move the date.' },
  { title: 'Rumah Hook di Bintaro Sektor 9', agentEmail: 'agent@demo.test', status: 'COMPLETED', daysAgo: 25, checked: DEFAULT_HANDOVER_CHECKLIST.length, files: ['DOCUMENT', 'SIGNATURE'] },
  { title: 'Rumah Mewah di Setiabudi Regency', agentEmail: 'vina.melati@demo.test', status: 'OPEN', daysAgo: 2, checked: 3, files: ['DOCUMENT'], note: 'Keys ready at the office.' },
];

const DAY = 86_400_000;

export async function seedHandovers(tx: Tx, now: Date): Promise<void> {
  const images = await tx.select({ fileKey: files.fileKey }).from(files).where(eq(files.status, 'complete')).limit(2);
  for (const demo of DEMO_HANDOVERS) {
    const [row] = await tx
      .select({ closing: closings, employeeId: employees.employeeId, officeId: employees.officeId, userId: users.userId })
      .from(closings)
      .innerJoin(listings, eq(listings.listingId, closings.listingId))
      .innerJoin(closingAgents, eq(closingAgents.closingId, closings.closingId))
      .innerJoin(employees, eq(employees.employeeId, closingAgents.employeeId))
      .innerJoin(users, eq(users.userId, employees.userId))
      .where(and(eq(listings.title, demo.title), eq(users.email, demo.agentEmail), inArray(closings.status, ['ACTIVE'])));
    if (!row) continue;
    const at = new Date(now.getTime() - demo.daysAgo * DAY);
    const handoverId = newId();
    await tx.insert(handovers).values({
      handoverId,
      closingId: row.closing.closingId,
      listingId: row.closing.listingId,
      officeId: row.officeId ?? row.closing.officeId,
      employeeId: row.employeeId,
      handoverDate: DateTime.fromJSDate(at, { zone: DEFAULT_ZONE }).plus({ days: 1 }).toISODate()!,
      receiverName: row.closing.buyerName,
      note: demo.note ?? null,
      status: demo.status,
      completedAt: demo.status === 'COMPLETED' ? new Date(at.getTime() + DAY) : null,
      createdByUserId: row.userId,
      createdAt: at,
      updatedAt: at,
    });
    await tx.insert(handoverItems).values(DEFAULT_HANDOVER_CHECKLIST.map((label, position) => ({ handoverId, position, label, checked: position < demo.checked, note: null })));
    const attached = demo.files.flatMap((kind, i) => (images[i % Math.max(images.length, 1)] ? [{ kind, fileKey: images[i % images.length]!.fileKey }] : []));
    if (attached.length) {
      await tx.insert(handoverFiles).values(attached.map((f, i) => ({ handoverFileId: newId(), handoverId, fileKey: f.fileKey, kind: f.kind, createdByUserId: row.userId, createdAt: new Date(at.getTime() + i * 60_000) })));
    }
  }
}
