import { describe, expect, it } from 'vitest';
import { fileByteRanges, rangeProgress } from './upload-progress.util';

const file = (size: number, name: string, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('fileByteRanges', () => {
  it('places each file after the parts before it', () => {
    const { ranges, total } = fileByteRanges([
      ['title', 'Sea view villa'],
      ['title_image', file(1000, 'a.png')],
      ['gallery_images[0]', file(5000, 'b.png')],
    ]);
    expect(ranges.map((r) => r.name)).toEqual(['title_image', 'gallery_images[0]']);
    const [first, second] = ranges;
    expect(first!.end - first!.start).toBe(1000);
    expect(second!.end - second!.start).toBe(5000);
    expect(second!.start).toBeGreaterThan(first!.end);
    // Part headers are small next to the files.
    expect(second!.start - first!.end).toBeLessThan(200);
    expect(total).toBeGreaterThan(second!.end);
  });

  it('counts text in UTF-8 bytes, as it is sent', () => {
    const ascii = fileByteRanges([
      ['title', 'aa'],
      ['f', file(1, 'x')],
    ]);
    const accented = fileByteRanges([
      ['title', 'éé'],
      ['f', file(1, 'x')],
    ]);
    expect(accented.ranges[0]!.start - ascii.ranges[0]!.start).toBe(2);
  });
});

describe('rangeProgress', () => {
  const { ranges, total: estimated } = fileByteRanges([
    ['title_image', file(1000, 'a.png')],
    ['gallery_images[0]', file(1000, 'b.png')],
  ]);
  const [first, second] = ranges as [(typeof ranges)[0], (typeof ranges)[0]];

  it('fills the files one after another', () => {
    const middleOfFirst = (first.start + 500) / estimated;
    expect(rangeProgress(first, estimated, middleOfFirst * 10_000, 10_000)).toBeCloseTo(0.5, 1);
    expect(rangeProgress(second, estimated, middleOfFirst * 10_000, 10_000)).toBe(0);
    expect(rangeProgress(first, estimated, (second.start / estimated) * 10_000, 10_000)).toBe(1);
  });

  it('is complete once everything went out, and nothing before the upload starts', () => {
    expect(rangeProgress(second, estimated, 10_000, 10_000)).toBe(1);
    expect(rangeProgress(first, estimated, 0, 10_000)).toBe(0);
    expect(rangeProgress(first, estimated, 0, 0)).toBe(0);
  });
});
