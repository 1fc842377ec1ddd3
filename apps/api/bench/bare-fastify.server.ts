/**
 * The ceiling of the HTTP figures: a bare Fastify route answering {ok:true}, on the same machine,
 * with as many processes as the server measured beside it. Usage: <port> <workers>.
 */
import cluster from 'node:cluster';
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 0);
const workers = Number(process.argv[3] ?? 1);

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port });
  process.stdout.write('listening\n');
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
