// Downloads a blob answer (exports, templates) under a file name of our choosing.
import { request } from '../api/http.ts';

export async function download(url: string, params: Record<string, string>, fileName: string): Promise<void> {
  saveBlob(await request<Blob>(url, { params, responseType: 'blob' }), fileName);
}

/** Hands a blob made or fetched here to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
