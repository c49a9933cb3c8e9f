// Calls of the resource screens beyond the generic CRUD ones: enable, upload as an attachment, download, send SMS.
import type { BladeFile } from '@blade/contract';
import { http, request, type Envelope } from '../../api/http.ts';
import { downloadTo } from '../translate/api.ts';

export const OSS = '/api/blade-resource/oss';
export const SMS = '/api/blade-resource/sms';
export const ATTACH = '/api/blade-resource/attach';
export const NOTICE = '/api/blade-desk/notice';

export const enableConfig = (base: string, id: string) => http.post<Envelope<unknown>>(`${base}/enable?id=${encodeURIComponent(id)}`);

export function uploadAttachment(file: File): Promise<BladeFile> {
  const form = new FormData();
  form.append('file', file);
  return request<Envelope<BladeFile>>(`${OSS}/endpoint/put-file-attach`, { method: 'POST', data: form }).then((r) => r.data);
}

export const downloadAttachment = (id: string, originalName: string) => downloadTo(`${ATTACH}/streamById`, { str: id }, originalName);

export const sendSms = (code: string, phones: string, params: string) =>
  http.post<Envelope<unknown>>(`${SMS}/endpoint/send-message?${new URLSearchParams({ code, phones, params })}`);

/** Opens the browser's file chooser and answers the chosen file (nothing when cancelled). */
export function chooseFile(accept?: string): Promise<File | undefined> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    if (accept) input.accept = accept;
    input.onchange = () => resolve(input.files?.[0]);
    input.oncancel = () => resolve(undefined);
    input.click();
  });
}
