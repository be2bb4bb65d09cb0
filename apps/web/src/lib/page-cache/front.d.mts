// Types of front.mjs (the web server, server.mjs, loads it as plain JavaScript).
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;
export declare function isPlainPageRequest(req: IncomingMessage): boolean;
export declare function frontPageCache(next: Handler): Handler;
