/** Types for scripts/precompress.mjs (a plain Node script, so `npm run build:renderer` needs no compiler). */
export declare const MIN_BYTES: number;
export declare const MAX_RATIO: number;
export declare function precompressTree(dir: string): Promise<number>;
