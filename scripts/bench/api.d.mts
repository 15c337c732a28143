/** Types of what api.mjs gives the TypeScript that imports it (where-time-goes.ts). */
export interface ResolvableRow {
  name: string;
  path: string;
  resolve?: unknown;
}

/** The row's path with its `{vars}` read from the data set through `get` (api.mjs). */
export declare function resolvePath(row: ResolvableRow, get: (path: string) => Promise<{ status: number; body: unknown }>): Promise<string>;
