// Word import of the notice editor: .docx only (mammoth, loaded on first use so the console bundle stays small).
// Headings, bold/italic, lists and tables come over as HTML the editor keeps; each picture is stored through the
// object storage (put-file) and linked, never inlined as a data: URL (a one-page notice with a photo would be
// megabytes, and the server refuses data: URLs). A picture the storage refuses (Word's EMF/WMF drawings, which
// browsers cannot show) is left out and counted, so the user is told.
import { call } from '../../api/client.ts';
import * as ossRoutes from '../../generated/routes/oss.ts';

/** Saber's message for anything that is not a .docx, word for word. */
export const DOCX_ONLY = 'resource:notice.docxOnly';

export const isDocx = (file: File) => /\.docx$/i.test(file.name);

/** put-file, silent: a refused picture is counted and reported once, not toasted one by one. */
async function storePicture(file: File): Promise<string> {
  return (await call(ossRoutes.putFile, { upload: { file } }, { meta: { silent: true } })).link;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
};

export type ImportedWord = { html: string; picturesLeftOut: number };

export async function importDocx(file: File): Promise<ImportedWord> {
  const mammoth = await import('mammoth');
  let picturesLeftOut = 0;
  let n = 0;
  const convertImage = mammoth.images.imgElement(async (image) => {
    const extension = EXTENSIONS[image.contentType];
    try {
      if (!extension) throw new Error(`unsupported picture type ${image.contentType}`);
      const bytes = await image.readAsArrayBuffer();
      n += 1;
      return { src: await storePicture(new File([bytes], `word-picture-${n}.${extension}`, { type: image.contentType })) };
    } catch {
      picturesLeftOut += 1;
      // An <img> without src is dropped by the editor and the server alike.
      return { src: '' };
    }
  });
  const { value } = await mammoth.convertToHtml({ arrayBuffer: await file.arrayBuffer() }, { convertImage });
  return { html: value, picturesLeftOut };
}
