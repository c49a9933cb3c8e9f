// Calls of the translation platform (docs/translate-api.md). Only types come from the contract: the public front
// page imports this file and must not pull zod into its chunk.
import type { Suggestion, UploadedFile } from '@blade/contract';
import { call } from '../../api/client.ts';
import type { Option, TreeOption } from '../../components/crud/crud-types.ts';
import * as translateRoutes from '../../generated/routes/translate.ts';
import { saveBlob } from '../../lib/download.ts';
import { seededTree } from '../../api/seeded-pickers.ts';
import { classificationKey } from '../../i18n/seed-name.ts';
/** Mirrors the contract's MESSAGE_MAX (kept here so the front page stays free of zod). */
export const MESSAGE_MAX = 200;
/** The management buttons, each granting its own action (the contract's TRANSLATE_BUTTONS, kept here zod-free). */
export const BUTTONS = {
  reply: 'translate_message_reply',
  removeMessage: 'translate_message_delete',
  approveMessage: 'translate_message_approve',
  siteImage: 'translate_site_image',
  siteName: 'translate_site_name',
} as const;

export type Page<T> = { records: T[]; total: number; size: number; current: number };
export type Message = { id: string; parentId: string; content: string; createTime: string; children?: Message[] };
export type ImageSlot = { imgPositionType: number; id: string; link: string };
export type SiteNames = { webName: string; backName: string };
/** The site names and whether new messages wait for a moderator's approval before they show. */
export type SiteSettings = SiteNames & { messageReview: boolean };
export type PendingMessage = { id: string; content: string; createTime: string };
export type FileRecord = {
  id: string;
  originalName: string;
  extension: string;
  contentType: string;
  size: number;
  createTime: string;
  link: string;
};
export type ImportPreview = {
  importId: string;
  total: number;
  insertable: number;
  conflictCount: number;
  errorCount: number;
  /** The text encoding the file was read in (a CSV from a Chinese Excel is GB18030). */
  encoding?: string;
  /** One per conflicting term: the file's rows of it merged, beside the base's entry. */
  conflicts: ImportConflict[];
  /** Rows merged into an earlier row of the same term. */
  duplicateCount: number;
  duplicates: ImportDuplicate[];
  errors: { row: number; reason: string }[];
  sample: { row: number; chinese: string; english: string }[];
};
/** The rows of one term in the file: listed (the first 20) and counted. */
type TermRows = { row: number; rows: number[]; rowCount: number; chinese: string; english: string; labels: string | null };
export type ImportConflict = TermRows & {
  remark: string | null;
  existingEnglish: string;
  existingLabels: string | null;
  existingRemark: string | null;
};
export type ImportDuplicate = TermRows & { englishes: string[] };
/** What a conflicting term becomes: 保留现有, 覆盖, 合并标签. */
export type ImportChoice = 'keep' | 'overwrite' | 'merge';
export type ImportResult = {
  inserted: number;
  overwritten: number;
  merged: number;
  skipped: number;
  duplicateCount: number;
  errorCount: number;
  errors: { row: number; reason: string }[];
};

const QUIET = { meta: { silent: true, noLog: true } };
const ids = (list: string[]) => list.join(',');
/** Han characters: the query goes to `chinese`, anything else to `english`. */
export const isChinese = (text: string) => /\p{Script=Han}/u.test(text);

export function fetchSuggestions(text: string, accurate: boolean): Promise<Suggestion[]> {
  const field = isChinese(text) ? 'chinese' : 'english';
  // Typing fires many calls: a failed one is not worth a toast each time (the list simply empties).
  return call(translateRoutes.suggest, { query: { [field]: text, accurate, size: 10 } }, QUIET);
}

export const fetchSiteNames = (): Promise<SiteSettings> => call(translateRoutes.siteNames);
export const setMessageReview = (enabled: boolean) => call(translateRoutes.updateMessageReview, { body: { enabled } });
export const updateSiteNames = (body: SiteNames) => call(translateRoutes.updateSiteNames, { body }, { meta: { silent: true } });
export const fetchImages = (): Promise<ImageSlot[]> => call(translateRoutes.imageList);
export const removeImage = (slot: number) => call(translateRoutes.removeImage, { query: { imgPositionType: slot } });

export const fetchMessages = (current: number, size: number): Promise<Page<Message>> =>
  call(translateRoutes.messagePage, { query: { current, size } });
/** Posts a message; `pending`: it waits for approval and shows nowhere yet. */
export const postMessage = (content: string, parentId?: string): Promise<{ pending: boolean }> =>
  call(translateRoutes.messageSubmit, { body: parentId ? { content, parentId } : { content } });
export const fetchPendingMessages = (current: number, size: number): Promise<Page<PendingMessage>> =>
  call(translateRoutes.messagePending, { query: { current, size } });
export const approveMessages = (list: string[]) => call(translateRoutes.messageApprove, { query: { ids: ids(list) } });
export const removeMessages = (list: string[]) => call(translateRoutes.messageRemove, { query: { ids: ids(list) } });

export const uploadFile = (file: File, imgPositionType?: number): Promise<UploadedFile> =>
  call(translateRoutes.saveOrUploadFile, { upload: { file, imgPositionType: imgPositionType ? String(imgPositionType) : undefined } });
export const fetchFiles = (current: number, size: number, originalName?: string): Promise<Page<FileRecord>> =>
  call(translateRoutes.fileList, { query: { current, size, originalName: originalName || undefined } });
export const removeFiles = (list: string[]) => call(translateRoutes.removeFile, { query: { ids: ids(list) } });
export const downloadFile = async (id: string, fileName: string) =>
  saveBlob(await call(translateRoutes.download, { path: { id } }), fileName);
/** The entries the filters select, as .csv or .xlsx. */
export const exportEntries = async (filters: Record<string, string>, format: 'csv' | 'xlsx') =>
  saveBlob(await call(translateRoutes.export, { query: { ...filters, format } }), `translate-entries.${format}`);

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
  return call(translateRoutes.importPreview, { query: { importId }, upload: { file } });
}
/** Commits the previewed file: `choices` by the row each conflict was listed under, `all` for the others. */
export const commitImport = (
  importId: string,
  all: ImportChoice,
  choices: { row: number; choice: ImportChoice }[],
): Promise<ImportResult> => call(translateRoutes.importCommit, { query: { importId, conflict: all }, body: { choices } });
export const fetchImportProgress = (importId: string): Promise<ImportProgress> =>
  call(translateRoutes.importProgress, { query: { importId } }, QUIET);

/** quiet: a refusal is not toasted (the /sort page explains it instead). */
export const fetchClassificationTree = (quiet = false): Promise<TreeOption[]> =>
  call(translateRoutes.classificationTree, {}, quiet ? QUIET : undefined);
/** The forms' picker: the starter term base's classifications named in the console's language. */
export const pickClassificationTree = () => seededTree(fetchClassificationTree(), (n) => classificationKey(n.title ?? ''));
export type Entry = {
  id: string;
  chinese: string;
  english: string;
  classificationId: string;
  classificationName: string;
  labels: string | null;
  remark: string | null;
};
/** The public /sort page's reads (no token needed; the visitor's tenant as the front page's). */
export type SortEntry = Pick<Entry, 'id' | 'chinese' | 'english' | 'classificationName'>;
export const fetchSortTree = (): Promise<TreeOption[]> => call(translateRoutes.sortTree, {}, QUIET);
export const fetchSortEntries = (query: { current: number; size: number; classificationId?: string }) =>
  call(
    translateRoutes.sortEntries,
    {
      query: { current: query.current, size: query.size, ...(query.classificationId ? { classificationId: query.classificationId } : {}) },
    },
    QUIET,
  );
export const fetchLabelTree = (): Promise<TreeOption[]> => call(translateRoutes.labelTree);
/** Labels are stored on entries by name (readable in exports and imports). */
export async function fetchLabelOptions(): Promise<Option[]> {
  const names: string[] = [];
  const walk = (nodes: TreeOption[]) =>
    nodes.forEach((n) => {
      names.push(String(n.title ?? n.name ?? ''));
      walk(n.children ?? []);
    });
  walk(await fetchLabelTree());
  return names.filter(Boolean).map((name) => ({ value: name, label: name }));
}
