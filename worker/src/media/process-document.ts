import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { UnreadableMediaError } from './media-errors.js';
import { makeThumbnail } from './make-thumbnail.js';
import { derivedKey, upload } from './media-files-io.js';
import type { MediaFacts, MediaFiles, MediaItemToProcess, MediaTools } from './media-job.js';
import { ToolFailedError, runTool } from './run-tool.js';

export const POPPLER_NOTE =
  'Install the poppler-utils package to show PDF and presentation pages as slides.';
export const LIBREOFFICE_NOTE =
  'Install LibreOffice Impress (the libreoffice-impress package) to show presentations as slides.';
/** A slide deck, not a book: pages past this are not rendered. */
export const MAX_RENDERED_PAGES = 200;

/** PDF: page count, every page as a 1920-px JPEG slide, page 1 as the thumbnail. */
export async function processPdf(
  files: MediaFiles,
  tools: MediaTools,
  item: MediaItemToProcess,
  pdf: string,
  workDir: string,
): Promise<MediaFacts> {
  const unreadable = new UnreadableMediaError('This PDF could not be read. It may be damaged.');
  let info: string;
  try {
    info = await runTool(tools.pdfinfo, [pdf], { timeoutMs: 60_000, missingNote: POPPLER_NOTE });
  } catch (err) {
    throw err instanceof ToolFailedError ? unreadable : err;
  }
  const pageCount = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? NaN);
  if (!Number.isInteger(pageCount) || pageCount < 1) throw unreadable;

  const pagesDir = path.join(workDir, 'pages');
  await fs.mkdir(pagesDir);
  try {
    await runTool(
      tools.pdftoppm,
      [
        '-jpeg',
        '-jpegopt',
        'quality=85',
        '-scale-to',
        '1920',
        '-l',
        String(MAX_RENDERED_PAGES),
        pdf,
        path.join(pagesDir, 'page'),
      ],
      { timeoutMs: 10 * 60_000, missingNote: POPPLER_NOTE },
    );
  } catch (err) {
    throw err instanceof ToolFailedError ? unreadable : err;
  }
  // pdftoppm pads page numbers to the width of the last one (page-01 … page-12).
  const rendered = (await fs.readdir(pagesDir))
    .map((name) => ({ name, n: Number(/-(\d+)\.jpg$/.exec(name)?.[1]) }))
    .filter((p) => Number.isInteger(p.n))
    .sort((a, b) => a.n - b.n);
  if (rendered.length === 0) throw unreadable;

  const pageKeys: string[] = [];
  for (const p of rendered) {
    pageKeys.push(
      await upload(
        files,
        path.join(pagesDir, p.name),
        derivedKey(item.storageKey, `page-${p.n}.jpg`),
        'image/jpeg',
      ),
    );
  }
  const first = path.join(pagesDir, rendered[0]!.name);
  const meta = await sharp(first).metadata();
  return {
    pageCount,
    pageKeys,
    width: meta.width ?? null,
    height: meta.height ?? null,
    thumbnailKey: await makeThumbnail(files, item.storageKey, first, workDir),
  };
}

/** PPT/PPTX → PDF with headless LibreOffice (its own throw-away profile), then as a PDF. */
export async function convertPresentation(
  soffice: string,
  input: string,
  workDir: string,
): Promise<string> {
  const outDir = path.join(workDir, 'converted');
  await fs.mkdir(outDir);
  try {
    await runTool(
      soffice,
      [
        `-env:UserInstallation=file://${path.join(workDir, 'lo-profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'pdf',
        '--outdir',
        outDir,
        input,
      ],
      { timeoutMs: 5 * 60_000, missingNote: LIBREOFFICE_NOTE, cwd: workDir },
    );
  } catch (err) {
    if (err instanceof ToolFailedError)
      throw new UnreadableMediaError(
        'This presentation could not be converted. It may be damaged.',
      );
    throw err;
  }
  const pdf = (await fs.readdir(outDir)).find((n) => n.endsWith('.pdf'));
  // LibreOffice exits 0 even when it could not load the file; no PDF is how it says so.
  if (!pdf)
    throw new UnreadableMediaError('This presentation could not be converted. It may be damaged.');
  return path.join(outDir, pdf);
}
