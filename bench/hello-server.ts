import Fastify from 'fastify';

/** The baseline: a bare Fastify hello-world, no plugins, no logger. */
const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env['PORT']) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
