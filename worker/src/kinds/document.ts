import { isPresentation } from '@marquee/protocol';
import { derivedKey, upload } from '../media/media-files-io.js';
import { convertPresentation, processPdf } from '../media/process-document.js';
import type { KindProcessor } from './kind-processor.js';
import { optional } from './optional.js';

/** PDFs are rendered page by page; a presentation is converted to a PDF first, kept for download. */
export const processDocumentKind: KindProcessor = ({ deps, tools, item, input, workDir }) => {
  if (!isPresentation(item.mimeType))
    return optional(() => processPdf(deps.files, tools, item, input, workDir));
  return optional(async () => {
    const pdf = await convertPresentation(tools.soffice, input, workDir);
    const documentKey = await upload(
      deps.files,
      pdf,
      derivedKey(item.storageKey, 'document.pdf'),
      'application/pdf',
    );
    const pages = await optional(() => processPdf(deps.files, tools, item, pdf, workDir));
    return { ...pages, documentKey };
  });
};
