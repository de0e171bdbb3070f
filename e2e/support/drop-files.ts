import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
};

/**
 * A real drag and drop onto the Content tab's drop zone: the files are built in the page and
 * dropped with a DataTransfer, along with a .DS_Store that spec §2 says is ignored.
 */
export async function dropFiles(page: Page, files: string[]) {
  const payload = await Promise.all(
    files.map(async (f) => ({
      name: path.basename(f),
      type: TYPES[path.extname(f)] ?? '',
      base64: (await fs.readFile(f)).toString('base64'),
    })),
  );
  const zone = page.getByLabel('Upload files');
  const transfer = await page.evaluateHandle((items) => {
    const dt = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], item.name, { type: item.type }));
    }
    dt.items.add(new File(['x'], '.DS_Store'));
    return dt;
  }, payload);
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await page.getByText('Drop files here', { exact: true }).first().waitFor();
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}
