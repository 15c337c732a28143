/**
 * The field-level gate of issue 11, shared by the authorization matrix and
 * the fuzzing: every private e-mail address in the database, the ones a
 * caller may not see (domain/contact-visibility.ts decides), and the
 * addresses an answer shows, wherever in it they are (a field, a message, an
 * HTML body, a PDF's text). Nothing here names a route or a field: a new
 * route that shows a private address is caught as it is.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { contactLevel, contactViewer, type ContactViewer } from '../../domain/contact-visibility';
import { rankRoles } from '../../domain/roles';
import type { Db } from '../../server/db/client';
import { employees } from '../../server/db/schema';
import { isActiveEmployee } from '../../server/services/employees';

/** One employee record's private mailbox, and whose it is. */
export interface PrivateAddress {
  userId: string;
  officeId: string | null;
  privateEmail: string;
}

export async function privateAddresses(db: Db): Promise<PrivateAddress[]> {
  const rows = await db
    .select({ userId: employees.userId, officeId: employees.officeId, privateEmail: employees.privateEmail })
    .from(employees)
    .where(isNotNull(employees.privateEmail));
  return rows.map((r) => ({ ...r, privateEmail: r.privateEmail!.toLowerCase() }));
}

/** The signed-in user as the contact rule sees them, read from their active records. */
export async function viewerOf(db: Db, userId: string): Promise<ContactViewer> {
  const rows = await db.select({ role: employees.role, officeId: employees.officeId }).from(employees).where(and(eq(employees.userId, userId), isActiveEmployee));
  return contactViewer({
    userId,
    roles: rankRoles(rows.map((r) => r.role)),
    employees: rows.map((r) => ({ officeId: r.officeId, employeeRole: { role: r.role } })),
  });
}

/**
 * The private addresses this viewer (null: nobody signed in) must never be
 * shown. An address one of whose records they may see privately is theirs
 * to see wherever it turns up.
 */
export function hiddenFrom(viewer: ContactViewer | null, addresses: readonly PrivateAddress[]): Set<string> {
  const allowed = new Set(addresses.filter((a) => contactLevel(viewer, a) === 'private').map((a) => a.privateEmail));
  return new Set(addresses.map((a) => a.privateEmail).filter((email) => !allowed.has(email)));
}

const ADDRESS = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;

/** Every e-mail address in a text, lower-cased. */
export const addressesIn = (text: string): string[] => (text.match(ADDRESS) ?? []).map((a) => a.toLowerCase());

/** The text a reader of this answer sees: JSON and text as they are, a PDF's text; images have none. */
export async function readableText(res: LightMyRequestResponse): Promise<string> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.startsWith('application/pdf')) {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
    return text;
  }
  if (type.startsWith('image/') || type.startsWith('application/octet-stream')) return '';
  return res.body;
}

/** The hidden addresses this text shows. */
export const leaksIn = (text: string, hidden: ReadonlySet<string>): string[] => [...new Set(addressesIn(text).filter((a) => hidden.has(a)))];
