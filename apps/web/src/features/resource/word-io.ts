// Word import and export of the notice editor. Import reads .docx only (mammoth, loaded on first use so the console
// bundle stays small); export writes the HTML as a Word document (.doc, the HTML flavour Word opens natively).

/** Saber's message for anything that is not a .docx, word for word. */
export const DOCX_ONLY = 'res.notice.docxOnly';

export const isDocx = (file: File) => /\.docx$/i.test(file.name);

export async function docxToHtml(file: File): Promise<string> {
  const mammoth = await import('mammoth');
  const { value } = await mammoth.convertToHtml({ arrayBuffer: await file.arrayBuffer() });
  return value;
}

export function htmlToWord(html: string, title: string): void {
  const doc = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head><meta charset="utf-8"><title>${escapeText(title)}</title></head><body>${html}</body></html>`;
  const href = URL.createObjectURL(new Blob(['\ufeff', doc], { type: 'application/msword' }));
  const a = document.createElement('a');
  a.href = href;
  a.download = `${title.replace(/[\\/:*?"<>|]/g, '_') || 'notice'}.doc`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);
