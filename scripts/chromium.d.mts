import type { Browser, LaunchOptions } from 'playwright-core';

export declare const DEBIAN_CHROMIUM: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare class ChromiumMissingError extends Error {}
export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;
export declare function ensureChromium(options?: { log?: (message: string) => void }): string;
export declare function launchChromium(options?: LaunchOptions): Promise<Browser>;
