/**
 * Kept apart from client.ts (which opens databases and finds its migrations
 * folder as it loads), so the services that mark a statement import nothing else.
 */
import { sql } from 'drizzle-orm';

/**
 * A condition that is always true and keeps its statement unnamed, so the
 * database plans it with each call's own values. For the few statements whose
 * best plan depends on them: a generic plan is chosen by average estimates,
 * and for a scope of one office among two hundred over a year of closings it
 * read the year's 45,000 closings instead of the office's few (the closing
 * summary at scale factor 1: 48 ms a request instead of 3 on PostgreSQL).
 */
export const PLANNED_PER_CALL_MARK = '/* planned per call */';
export const PLANNED_PER_CALL = sql.raw(`true ${PLANNED_PER_CALL_MARK}`);
