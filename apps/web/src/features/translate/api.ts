// Calls of the translation platform (docs/translate-api.md). Only types come from the contract: the public front
// page imports this file and must not pull zod into its chunk.
import type { Suggestion, UploadedFile } from '@blade/contract';
import { getData, http, request, type Envelope } from '../../api/http.ts';
import type { Option, TreeOption } from '../../components/crud/crud-types.ts';

export const TR = '/api/translate';
/** Mirrors the contract's MESSAGE_MAX (kept here so the front page stays free of zod). */
export const MESSAGE_MAX = 200;
/** The management buttons, each granting its own action (the contract's TRANSLATE_BUTTONS, kept here zod-free). */
export const BUTTONS = {
  reply: 'translate_message_reply',
  removeMessage: 'translate_message_delete',
  siteImage: 'translate_site_image',
  siteName: 'translate_site_name',
} as const;

export type Page<T> = { records: T[]; total: number; size: number; current: number };
export type Message = { id: string; parentId: string; content: string; createTime: string; children?: Message[] };
export type ImageSlot = { imgPositionType: number; id: string; link: string };
export type SiteNames = { webName: string; backName: string };
export type FileRecord = { id: string; originalName: string; extension: string; contentType: string; size: number; createTime: string; link: string };
export type ImportPreview = {
  importId: string; total: number; insertable: number; conflictCount: number; errorCount: number;
  /** The text encoding the file was read in (a CSV from a Chinese Excel is GB18030). */
  encoding?: string;
  conflicts: { row: number; chinese: string; english: string; existingEnglish: string }[];
  errors: { row: number; reason: string }[];
  sample: { row: number; chinese: string; english: string }[];
};
export type ImportResult = { inserted: number; overwritten: number; skipped: number; errorCount: number; errors: { row: number; reason: string }[] };

const QUIET = { meta: { silent: true, noLog: true } };
const ids = (list: string[]) => encodeURIComponent(list.join(','));
/** Han characters: the query goes to `chinese`, anything else to `english`. */
export const isChinese = (text: string) => /\p{Script=Han}/u.test(text);

export function fetchSuggestions(text: string, accurate: boolean): Promise<Suggestion[]> {
  const field = isChinese(text) ? 'chinese' : 'english';
  // Typing fires many calls: a failed one is not worth a toast each time (the list simply empties).
  return getData<Suggestion[]>(`${TR}/suggest`, { [field]: text, accurate, size: 10 }, QUIET);
}

export const fetchSiteNames = () => getData<SiteNames>(`${TR}/site/names`);
export const updateSiteNames = (body: SiteNames) => http.post<Envelope<unknown>>(`${TR}/site/submit`, body, { meta: { silent: true } });
export const fetchImages = () => getData<ImageSlot[]>(`${TR}/image/list`);
export const removeImage = (slot: number) => http.post<Envelope<unknown>>(`${TR}/image/remove?imgPositionType=${slot}`);

export const fetchMessages = (current: number, size: number) => getData<Page<Message>>(`${TR}/message/page`, { current, size });
export const postMessage = (content: string, parentId?: string) =>
  http.post<Envelope<unknown>>(`${TR}/message/submit`, parentId ? { content, parentId } : { content });
export const removeMessages = (list: string[]) => http.post<Envelope<unknown>>(`${TR}/message/remove?ids=${ids(list)}`);

export function uploadFile(file: File, imgPositionType?: number): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file);
  if (imgPositionType) form.append('imgPositionType', String(imgPositionType));
  return request<Envelope<UploadedFile>>(`${TR}/saveOrUploadFile`, { method: 'POST', data: form }).then((r) => r.data);
}
export const fetchFiles = (current: number, size: number, originalName?: string) =>
  getData<Page<FileRecord>>(`${TR}/fileList`, { current, size, originalName: originalName || undefined });
export const removeFiles = (list: string[]) => http.post<Envelope<unknown>>(`${TR}/removeFile?ids=${ids(list)}`);

/** Fetches with the session's headers and hands the bytes to the browser as a download. */
export async function downloadTo(url: string, params: Record<string, string>, fileName: string): Promise<void> {
  const blob = await request<Blob>(url, { params, responseType: 'blob' });
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** The import's id, chosen here so the progress can be polled while the upload itself runs (any context: no
 * crypto.randomUUID, which plain-http pages lack). */
export function newImportId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
export type ImportProgress = { phase: string; rowsDone: number; total: number | null };
/** Checks the file (uploaded once: the server keeps it for the commit, named by importId). */
export function previewImport(file: File, importId: string): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file);
  return request<Envelope<ImportPreview>>(`${TR}/import/preview`, { method: 'POST', params: { importId }, data: form }).then((r) => r.data);
}
export const commitImport = (importId: string, conflict: 'skip' | 'overwrite') =>
  request<Envelope<ImportResult>>(`${TR}/import/commit`, { method: 'POST', params: { importId, conflict } }).then((r) => r.data);
export const fetchImportProgress = (importId: string) => getData<ImportProgress>(`${TR}/import/progress`, { importId }, QUIET);

/** quiet: a refusal is not toasted (the /sort page explains it instead). */
export const fetchClassificationTree = (quiet = false) => getData<TreeOption[]>(`${TR}/classification/tree`, undefined, quiet ? QUIET : undefined);
export type Entry = { id: string; chinese: string; english: string; classificationId: string; classificationName: string; labels: string | null; remark: string | null };
/** The public /sort page's reads (no token needed; the visitor's tenant as the front page's). */
export type SortEntry = Pick<Entry, 'id' | 'chinese' | 'english' | 'classificationName'>;
export const fetchSortTree = () => getData<TreeOption[]>(`${TR}/sort/tree`, undefined, QUIET);
export const fetchSortEntries = (query: { current: number; size: number; classificationId?: string }) =>
  getData<Page<SortEntry>>(`${TR}/sort/entries`, { current: query.current, size: query.size, ...(query.classificationId ? { classificationId: query.classificationId } : {}) }, QUIET);
export const fetchEntries = (query: Record<string, string | number>) => getData<Page<Entry>>(`${TR}/page`, query, QUIET);
export const fetchLabelTree = () => getData<TreeOption[]>(`${TR}/label/tree`);
/** Labels are stored on entries by name (readable in exports and imports). */
export async function fetchLabelOptions(): Promise<Option[]> {
  const names: string[] = [];
  const walk = (nodes: TreeOption[]) => nodes.forEach((n) => { names.push(String(n.title ?? n.name ?? '')); walk(n.children ?? []); });
  walk(await fetchLabelTree());
  return names.filter(Boolean).map((name) => ({ value: name, label: name }));
}
