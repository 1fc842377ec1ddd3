import sharp from 'sharp';
import { BUILDING_KINDS, buildingSvg } from './building-svg.js';

const t = Date.now();
const files: string[] = [];
for (const k of BUILDING_KINDS)
  for (let v = 0; v < 3; v++) {
    const f = `/tmp/art/${k}-${v}.jpg`;
    await sharp(Buffer.from(buildingSvg(k, v)))
      .jpeg({ quality: 80, mozjpeg: true })
      .toFile(f);
    files.push(f);
  }
console.log('ms', Date.now() - t);
// contact sheet
const thumbs = await Promise.all(files.map((f) => sharp(f).resize(300, 200).toBuffer()));
await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#fff' } })
  .composite(thumbs.map((input, i) => ({ input, left: (i % 6) * 300, top: Math.floor(i / 6) * 200 })))
  .png()
  .toFile('/tmp/art/sheet.png');
