// Types of what the TypeScript side uses from paint-first.mjs (loaded by Next with handler.mjs).
export declare const LATEST_MS: number;
export declare function scriptsAfterFirstPaint(html: string): string;
