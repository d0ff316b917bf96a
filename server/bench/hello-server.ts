// The reference for the gateway's throughput (issue 11): a bare Fastify 5 hello-world, started by the
// benchmark exactly like the real server (its own process, `node --import tsx`, loopback, logger off, as
// Fastify's own benchmarks run it). Not part of the app.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 3000) });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
