// Types of what the TypeScript side uses from handler.mjs (the handler itself is loaded by Next).
export declare const MAX_AGE_MS: number;
export declare function expireTags(tags: readonly string[], at: number): void;
export declare function pageCacheStats(): { entries: number; bytes: number; budget: number };
type Entry = { value: unknown; lastModified: number; cacheControl: unknown; size: number };
export declare function isExpired(entry: Entry, tags: readonly string[], now: number): boolean;
export default class PageCacheHandler {
  constructor(context: unknown);
  get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<Entry | null>;
  set(key: string, data: unknown, ctx?: { fetchCache?: boolean; cacheControl?: unknown }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
