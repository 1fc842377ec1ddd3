/**
 * The background writer of the posting benchmark, in a process of its own: it posts `count`
 * listings to the server one after another and prints what it posted as one JSON line. Apart from
 * the load generator so that its own work (building forms, reading answers) does not delay the
 * load generator's event loop and show up as search latency the server never had.
 * Input: one JSON argument { port, auth, fields, count, rate }; posting starts on a line on stdin.
 */
import type { Poster } from './posting.js';
import { postingForm, smallPhoto } from './posting-form.js';

interface WriterInput extends Poster {
  port: number;
  count: number;
  /** Posts per second, on a fixed schedule; 0: one after another, as fast as answered. */
  rate: number;
}

const input = JSON.parse(process.argv[2] ?? '{}') as WriterInput;
const photos = [await smallPhoto()];
// Started (TypeScript compiled, the photo made) before it is measured against: it says so and
// waits for a line on stdin, so its own start-up falls in neither measurement.
process.stdout.write('ready\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
process.stdin.pause();
const posted: number[] = [];
let failed = 0;
const started = performance.now();
for (let n = 0; n < input.count; n += 1) {
  if (input.rate > 0) {
    const due = started + (n * 1000) / input.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  const body = postingForm(input, photos);
  const res = await fetch(`http://127.0.0.1:${input.port}/api/post_property`, {
    method: 'POST',
    body: body.payload,
    headers: { ...body.headers, ...input.auth },
  });
  const answer = (await res.json()) as { data?: { id: number } };
  if (res.status === 201 && answer.data) posted.push(answer.data.id);
  else failed += 1;
}
process.stdout.write(
  `${JSON.stringify({ posted, failed, seconds: (performance.now() - started) / 1000 })}\n`,
);
