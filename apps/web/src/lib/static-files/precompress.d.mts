// Types of precompress.mjs (the build scripts and the web server load it as plain JavaScript).
export declare const COMPILE_HINT: string;
export declare const HINTED_SCRIPT_MIN_BYTES: number;
export declare function addCompileHints(staticDir: string, minBytes?: number): Promise<number>;
export declare function prepareStaticFiles(staticDir: string): Promise<string>;
export declare const PRECOMPRESSED_FILE: RegExp;
export declare const BROTLI_SUFFIX: string;
export declare function precompressStaticFiles(
  staticDir: string,
): Promise<{ files: number; bytes: number; compressedBytes: number }>;
export declare function describeCopies(copies: {
  files: number;
  bytes: number;
  compressedBytes: number;
}): string;
export declare function staticDirOf(webDir: string, env?: Record<string, string | undefined>): string;
