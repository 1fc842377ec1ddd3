import { getPriority } from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanInWorker, imageWorkerPid, webpInWorker } from './image-engine.js';

// Picture work runs in a child process at a lower CPU priority than the API, which gives way to
// requests on a busy machine; a worker that dies fails its jobs and the next picture starts another.

const limits = { minSide: 120, maxSide: 10_000, maxPixels: 40_000_000 };

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the image worker', () => {
  it('does the work in another process, at a lower priority', async () => {
    const out = await cleanInWorker(await jpeg(300, 200), true, limits);
    expect(out).toMatchObject({ kind: 'ok', width: 300, height: 200 });
    if (out.kind === 'ok') expect((await sharp(out.data).metadata()).format).toBe('jpeg');
    const pid = imageWorkerPid();
    expect(pid).not.toBeNull();
    expect(pid).not.toBe(process.pid);
    expect(getPriority(pid as number)).toBeGreaterThan(getPriority());
  });

  it('answers the checks as outcomes, not errors', async () => {
    expect(await cleanInWorker(await jpeg(100, 100), true, limits)).toEqual({ kind: 'too-small' });
    expect(await cleanInWorker(await jpeg(600, 300), true, { ...limits, maxSide: 500 })).toEqual({
      kind: 'too-wide',
    });
    expect(await cleanInWorker(Buffer.from('not a picture at all'), true, limits)).toEqual({
      kind: 'unreadable',
    });
  });

  it('fails the jobs of a worker that dies and starts a new one for the next picture', async () => {
    const picture = await jpeg(3000, 2000);
    await webpInWorker(picture, [480]);
    const first = imageWorkerPid() as number;
    const lost = webpInWorker(picture, [480, 1280, 2048]);
    process.kill(first, 'SIGKILL');
    await expect(lost).rejects.toThrow(/image worker stopped/);
    const again = await webpInWorker(picture, [480]);
    expect(again.map((out) => [out.width, out.height])).toEqual([[480, 320]]);
    const second = imageWorkerPid() as number;
    expect(second).not.toBe(first);
    expect(alive(first)).toBe(false);
  });
});
