// Calls of the resource screens beyond the generic CRUD ones: enable, upload as an attachment, download, send SMS.
import type { BladeFile } from '@blade/contract';
import { call, callEnvelope } from '../../api/client.ts';
import * as attachRoutes from '../../generated/routes/attach.ts';
import * as ossRoutes from '../../generated/routes/oss.ts';
import * as smsRoutes from '../../generated/routes/sms.ts';
import { saveBlob } from '../../lib/download.ts';

export const enableOss = (id: string) => call(ossRoutes.enable, { query: { id } });
export const enableSms = (id: string) => call(smsRoutes.enable, { query: { id } });

export const uploadAttachment = (file: File): Promise<BladeFile> => call(ossRoutes.putFileAttach, { upload: { file } });

export const downloadAttachment = async (id: string, originalName: string) =>
  saveBlob(await call(attachRoutes.streamById, { query: { str: id } }), originalName);

export const sendSms = (code: string, phones: string, params: string) =>
  callEnvelope(smsRoutes.sendMessage, { query: { code, phones, params } });

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
