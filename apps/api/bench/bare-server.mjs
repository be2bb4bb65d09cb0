// The reference point for `npm run bench`: the smallest Fastify server, same machine, same Node.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const port = Number(process.env.PORT ?? 0);
await app.listen({ port, host: '127.0.0.1' });
const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
