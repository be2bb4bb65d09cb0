// Types of front.mjs (the web server, server.mjs, loads it as plain JavaScript).
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export declare function acceptsBrotli(header: string | string[] | undefined): boolean;
export declare function frontStaticFiles(staticDir: string, next: Handler): Promise<Handler>;
