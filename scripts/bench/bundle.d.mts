/** Types of bundle.mjs for the TypeScript that imports it (tests/e2e/bundle-budget.test.ts). */
export declare const ROOT: string;
export declare const ROUTE_CHUNKS: Record<string, string[]>;

export interface RouteBundle {
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Largest first. */
  jsFiles: { file: string; gzipBytes: number }[];
}

export interface BundleFigures {
  entry: { file: string; gzipBytes: number; withStaticImportsJsGzipBytes: number };
  routes: Record<string, RouteBundle>;
  largestRouteChunk: { src: string; file: string; gzipBytes: number } | null;
  totalJsGzipBytes: number;
  jsFileCount: number;
}

export declare function buildSpa(outDir?: string): void;
export declare function measureBundle(distDir?: string): BundleFigures;
export declare function kB(bytes: number): string;
