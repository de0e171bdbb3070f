import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { openAsBlob } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import PptxGenJS from 'pptxgenjs';
import { apiClient } from './api-client.js';
import { waitFor } from './wait-for.js';

const run = promisify(execFile);

/** A two-page PDF written by hand, so the fixture needs no PDF library. */
export function tinyPdf(pages = 2): Buffer {
  const objects: string[] = [];
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  for (let i = 0; i < pages; i++) {
    const content = `BT /F1 48 Tf 72 300 Td (Page ${i + 1}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 640 480] /Contents ${4 + i * 2} 0 R /Resources << /Font << /F1 ${3 + pages * 2} 0 R >> >> >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  }
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A decompression bomb: a 1-bit PNG of width × height blank pixels, about 100 KB on disk for
 * 30000 × 30000, that would take gigabytes to decode. Written by hand so nothing decodes it.
 */
export function pngBomb(width = 30_000, height = 30_000): Buffer {
  const crc32 = (buf: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of buf) {
      crc ^= byte;
      for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
    }
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth; colour type 0 (greyscale), default compression, filter, no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const ffmpeg = (args: string[]) => run('ffmpeg', ['-v', 'error', '-y', ...args]);
const testVideo = ['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=1'];
const testTone = ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'];

export interface MediaFixtures {
  dir: string;
  /** Accepted files by label, each with the file name to upload it under. */
  files: Record<string, string>;
  close(): Promise<void>;
}

/**
 * One tiny file of every accepted type (320x240, 1 s), plus the ones that must be refused.
 * Made once per test file, in a temp directory.
 */
export async function makeMediaFixtures(): Promise<MediaFixtures> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'marquee-fixtures-'));
  const p = (name: string) => path.join(dir, name);
  const image = () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#3366cc' } });
  await Promise.all([
    image().jpeg().toFile(p('photo.jpg')),
    image().png().toFile(p('logo.png')),
    image().gif().toFile(p('anim.gif')),
    image().webp().toFile(p('banner.webp')),
    fs.writeFile(p('doc.pdf'), tinyPdf(2)),
  ]);
  await ffmpeg([
    ...testVideo,
    ...testTone,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    p('clip.mp4'),
  ]);
  await ffmpeg([
    ...testVideo,
    ...testTone,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '200k',
    '-c:a',
    'libopus',
    '-shortest',
    p('clip.webm'),
  ]);
  // Old QuickTime / AVI codecs a browser cannot play: these must be transcoded.
  await ffmpeg([
    ...testVideo,
    ...testTone,
    '-c:v',
    'mpeg4',
    '-c:a',
    'pcm_s16le',
    '-shortest',
    p('clip.mov'),
  ]);
  await ffmpeg([
    ...testVideo,
    ...testTone,
    '-c:v',
    'mpeg4',
    '-c:a',
    'libmp3lame',
    '-shortest',
    p('clip.avi'),
  ]);
  await ffmpeg([
    ...testVideo,
    '-c:v',
    'libx265',
    '-tag:v',
    'hvc1',
    '-x265-params',
    'log-level=error',
    p('hevc.mp4'),
  ]);
  await ffmpeg([...testTone, '-c:a', 'libmp3lame', p('tone.mp3')]);
  await ffmpeg([...testTone, p('tone.wav')]);
  await ffmpeg([...testTone, '-c:a', 'libvorbis', p('tone.ogg')]);

  const deck = new PptxGenJS();
  deck.addSlide().addText('Welcome', { x: 1, y: 1, fontSize: 40 });
  deck.addSlide().addText('Second slide', { x: 1, y: 1, fontSize: 40 });
  await deck.writeFile({ fileName: p('deck.pptx') });
  await run('soffice', [
    `-env:UserInstallation=file://${p('lo-profile')}`,
    '--headless',
    '--convert-to',
    'ppt',
    '--outdir',
    dir,
    p('deck.pptx'),
  ]);

  // Refused: SVG and HTML are not media, a PDF named .jpg lies about itself.
  await fs.writeFile(
    p('vector.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  await fs.writeFile(p('page.html'), '<!doctype html><html><body>hi</body></html>');
  await fs.writeFile(p('fake.jpg'), tinyPdf(1));
  await fs.writeFile(p('empty.png'), Buffer.alloc(0));

  return {
    dir,
    files: {
      jpg: p('photo.jpg'),
      png: p('logo.png'),
      gif: p('anim.gif'),
      webp: p('banner.webp'),
      mp4: p('clip.mp4'),
      webm: p('clip.webm'),
      mov: p('clip.mov'),
      avi: p('clip.avi'),
      hevc: p('hevc.mp4'),
      mp3: p('tone.mp3'),
      wav: p('tone.wav'),
      ogg: p('tone.ogg'),
      pdf: p('doc.pdf'),
      pptx: p('deck.pptx'),
      ppt: p('deck.ppt'),
      svg: p('vector.svg'),
      html: p('page.html'),
      mislabelled: p('fake.jpg'),
      empty: p('empty.png'),
    },
    close: () => fs.rm(dir, { recursive: true, force: true }),
  };
}

/** Uploads a file from disk the way a browser does (multipart, field `file`). */
export async function uploadFile(
  baseUrl: string,
  token: string,
  file: string,
  fields: Record<string, string | string[]> = {},
  name = path.basename(file),
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields))
    for (const value of Array.isArray(v) ? v : [v]) form.append(k, value);
  form.append('file', await openAsBlob(file), name);
  const res = await fetch(`${baseUrl}/api/content/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** Waits until every item of the account's library is processed (status ready). */
export async function libraryReady(baseUrl: string, token: string, timeoutMs = 60_000) {
  const api = apiClient(baseUrl);
  await waitFor(
    async () =>
      ((await api.get('/api/content', token)).body as { status: string }[]).every(
        (c) => c.status === 'ready',
      ),
    timeoutMs,
  );
}

/** Makes a plain `colour` PNG, `name`.png in `dir`, and uploads it; resolves to the new item's id. */
export async function uploadColourPng(
  baseUrl: string,
  token: string,
  file: { dir: string; name: string; colour: string; width?: number; height?: number },
  fields: Record<string, string> = {},
): Promise<number> {
  const { dir, name, colour, width = 640, height = 360 } = file;
  const filePath = path.join(dir, `${name}.png`);
  await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toFile(filePath);
  const res = await uploadFile(baseUrl, token, filePath, fields);
  if (res.status !== 201) throw new Error(`uploading ${name}.png: ${res.status}`);
  return res.body.id as number;
}
