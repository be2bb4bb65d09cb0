// Types of what the TypeScript side uses from handler.mjs (the handler itself is loaded by Next).
export declare const MAX_AGE_MS: number;
export declare function expireTags(tags: readonly string[], at: number): void;
export declare function pageCacheStats(): { entries: number; bytes: number; budget: number };
export type StoredResponse = { status: number; headers: Record<string, string | string[]>; body: Buffer };
type Entry = { value: unknown; lastModified: number; cacheControl: unknown; size: number };
export type PageRead = { key: string; entry: Entry; tags: readonly string[] };
export declare function isExpired(entry: Entry, tags: readonly string[], now: number): boolean;
export declare function notingPageReads<T>(reads: PageRead[], fn: () => T): T;
export declare function keepResponse(read: PageRead, variant: string, response: StoredResponse): boolean;
export declare function storedResponse(
  key: string,
  variant: string,
  now?: number,
): (StoredResponse & { stale: boolean }) | null;
export default class PageCacheHandler {
  constructor(context: unknown);
  get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<Entry | null>;
  set(key: string, data: unknown, ctx?: { fetchCache?: boolean; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
