import { cleanImage, encodeWebpWidths } from './image-codec.js';
import { asBuffer, type ImageJob, type ImageJobAnswer } from './image-job.js';

// The image worker process (started by image-engine.ts, at a lower CPU priority than the API): it
// answers each job message with its result or its error, by the job's id. Buffers travel with
// Node's advanced IPC serialization, as bytes, not JSON.

async function run(job: ImageJob): Promise<unknown> {
  switch (job.op) {
    case 'clean':
      return cleanImage(asBuffer(job.data), job.jpeg, job.limits);
    case 'webp':
      return encodeWebpWidths(asBuffer(job.data), job.widths);
  }
}

process.on('message', (message: { id: number; job: ImageJob }) => {
  void run(message.job).then(
    (result): void => {
      process.send?.({ id: message.id, ok: true, result } satisfies ImageJobAnswer);
    },
    (error: unknown): void => {
      const text = error instanceof Error ? error.message : String(error);
      process.send?.({ id: message.id, ok: false, error: text } satisfies ImageJobAnswer);
    },
  );
});

// The API went away (its IPC channel closed): nothing more will come.
process.on('disconnect', () => process.exit(0));
