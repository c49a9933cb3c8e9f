// Downloads a blob answer (exports, templates) under a file name of our choosing.
import { request } from '../api/http.ts';

export async function download(url: string, params: Record<string, string>, fileName: string): Promise<void> {
  const blob = await request<Blob>(url, { params, responseType: 'blob' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
