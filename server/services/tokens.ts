/** Opaque secrets: 32 random bytes, base64url for the wire, SHA-256 for the database. */
import { createHash, randomBytes } from 'node:crypto';

export const newSecret = (): string => randomBytes(32).toString('base64url');

export const hashSecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

export const newId = (): string => crypto.randomUUID();
