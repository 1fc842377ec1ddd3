import cluster from 'node:cluster';
import { BROADCAST } from './cluster-supervisor.js';

export interface ClusterChannel<T> {
  /** Sends `payload` to every other worker of this server; nobody else exists outside a cluster. */
  publish(payload: T): void;
  /** Called with what the other workers publish on this channel. */
  subscribe(listener: (payload: T) => void): () => void;
}

/**
 * Messages between the worker processes of one server, relayed by the cluster's primary over
 * the IPC channels it already has: what one process keeps in memory (a cache, say) hears about
 * a change made in another without Redis. Several machines still need Redis.
 */
export function clusterChannel<T>(name: string): ClusterChannel<T> {
  return {
    publish(payload) {
      if (cluster.isWorker && process.send) process.send({ type: BROADCAST, channel: name, payload });
    },
    subscribe(listener) {
      if (!cluster.isWorker) return () => {};
      const onMessage = (message: unknown) => {
        const m = message as { type?: unknown; channel?: unknown; payload?: unknown } | null;
        if (m?.type === BROADCAST && m.channel === name) listener(m.payload as T);
      };
      process.on('message', onMessage);
      return () => process.off('message', onMessage);
    },
  };
}
