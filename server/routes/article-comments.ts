/** Placeholder: filled in by issue 6. */
import type { ApiPlugin } from '../http/types';

export const articleCommentRoutes: ApiPlugin = async () => undefined;
