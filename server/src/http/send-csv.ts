import { once } from 'node:events';
import type { Response } from 'express';
import { csvRow } from './csv.js';

type Cell = string | number | boolean | null | undefined;

/** Streams rows as they come, waiting on a slow client instead of buffering the whole file. */
export async function sendCsv(
  res: Response,
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly Cell[]>,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write(csvRow(header));
  try {
    for await (const row of rows) {
      if (res.destroyed) return;
      // A client that goes away never drains; 'close' ends the wait too.
      if (!res.write(csvRow(row))) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
  } catch (err) {
    // The 200 is already sent: cut the download short so the client never takes it for complete.
    res.destroy(err as Error);
    throw err;
  }
  res.end();
}
