// A clustered process for cluster-relay.test.ts: the real supervisor with three workers that
// each listen (so the primary sees them start); the one given the background role publishes
// once, every worker prints what it hears on the channel.
import cluster from 'node:cluster';
import http from 'node:http';
import { clusterChannel } from '../cluster-channel.js';
import { askWorkerRole, superviseWorkers } from '../cluster-supervisor.js';
import { loadConfig } from '../config.js';

const config = loadConfig({ WEB_CONCURRENCY: '3', LOG_LEVEL: 'silent' });
if (cluster.isPrimary) {
  superviseWorkers(config, { onReady: () => process.stdout.write('ready\n') });
} else {
  const channel = clusterChannel<{ from: number }>('test');
  channel.subscribe(({ from }) => process.stdout.write(`${process.pid} heard ${from}\n`));
  const { background } = await askWorkerRole();
  http.createServer((_req, res) => res.end()).listen(0, '127.0.0.1');
  process.on('SIGTERM', () => process.exit(0));
  if (background) {
    process.stdout.write(`${process.pid} publishes\n`);
    // The others are listening by the time the primary says "ready": publish after that.
    setTimeout(() => channel.publish({ from: process.pid }), 1_500);
  }
}
