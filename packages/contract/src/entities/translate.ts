// The translation platform (issue 5): term entries, their classification tree and labels as look-alike entities,
// plus the routes no Blade module has (suggest, trees, message board, page images, site names, files).
// Reading the backstage lists needs the menus of prisma/seed/menus.ts; writing their button codes. Each management
// action (reply, remove a message, page images, site names) needs its own button (TRANSLATE_BUTTONS).
import { z } from 'zod';
import { MESSAGE_BOARD_MAX_PAGE_SIZE, pagingShape, pagingUpTo, ZId, ZIdList, zNoData, zPage, zTime, ZTreeNode } from '../common.ts';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { ANY_FILE, binaryAnswer, defineRoute, permissionAccess, publicAccess, XLSX } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';
import { zParentId } from './tree-fields.ts';

/** A row of a term import the file could not give: its number and why. */
const ZImportRowError = z.object({ row: z.number(), reason: z.string() });
const ZImportTerm = { row: z.number(), chinese: z.string(), english: z.string() };
/** How many errors, conflicts and duplicate groups an import preview lists (its counts are always complete). */
export const IMPORT_LISTED = 200;
/** What a conflicting term of an import becomes: 保留现有, 覆盖, 合并标签 (docs/translate-api.md). */
export const ZImportChoice = z.enum(['keep', 'overwrite', 'merge']);
/** The rows of one term in the file: the first row, and the first rows listed (all of them up to 20). */
const ZImportRows = { rows: z.array(z.number()), rowCount: z.number() };
/** A guest-book message as the page and the lazy tree answer it. */
const messageShape = { id: z.string(), parentId: z.string(), content: z.string(), createTime: zTime, hasChildren: z.boolean() };

/**
 * The translation platform's management buttons, each granting exactly its own action (in the API and on screen):
 * no hidden code grants them all. The role dialog offers them under 留言管理 and 站点设置.
 */
export const TRANSLATE_BUTTONS = {
  reply: 'translate_message_reply',
  removeMessage: 'translate_message_delete',
  approveMessage: 'translate_message_approve',
  siteImage: 'translate_site_image',
  siteName: 'translate_site_name',
  fileUpload: 'translate_file_upload',
} as const;

export const translateEntryEntity = defineEntity({
  name: 'translateentry',
  base: '/translate',
  record: z.object({
    ...baseRecordShape,
    tenantId: z.string(),
    chinese: z.string(),
    english: z.string(),
    classificationId: z.string(),
    classificationName: z.string(),
    labels: z.string().nullable(),
    remark: z.string().nullable(),
  }),
  submit: z.object({
    id: zSubmitId,
    chinese: zRequiredText(500),
    english: zRequiredText(1000),
    classificationId: zParentId,
    labels: zText(500),
    remark: zText(500),
  }),
  filters: { ...baseFilters, chinese: 'string', english: 'string', classificationId: 'id', labels: 'string', remark: 'string' },
  listStyle: 'map',
  sortable: ['chinese', 'english', 'createTime', 'updateTime'],
  permission: 'translate_entry',
  scope: 'tenant',
  actions: ['page', 'detail', 'submit', 'remove'],
});

const treeRecord = z.object({
  ...baseRecordShape,
  tenantId: z.string(),
  parentId: z.string(),
  name: z.string(),
  sort: z.number(),
  remark: z.string().nullable(),
});
const treeSubmit = z.object({
  id: zSubmitId,
  parentId: zParentId,
  name: zRequiredText(64),
  sort: zInt.min(-999_999).max(999_999).default(1),
  remark: zText(255),
});
const treeFilters = { ...baseFilters, parentId: 'id', name: 'string', sort: 'int' } as const;

export const translateClassificationEntity = defineEntity({
  name: 'translateclassification',
  base: '/translate/classification',
  record: treeRecord,
  submit: treeSubmit,
  filters: treeFilters,
  listStyle: 'map',
  sortable: ['sort', 'name', 'createTime'],
  permission: 'translate_classification',
  scope: 'tenant',
  // `remove` is also served as the spec's /translate/removeClassification (translateRoutes).
  actions: ['page', 'detail', 'submit', 'remove'],
});

export const translateLabelEntity = defineEntity({
  name: 'translatelabel',
  base: '/translate/label',
  record: treeRecord,
  submit: treeSubmit,
  filters: treeFilters,
  listStyle: 'map',
  sortable: ['sort', 'name', 'createTime'],
  permission: 'translate_label',
  scope: 'tenant',
  actions: ['page', 'detail', 'submit', 'remove'],
});

const zFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

export const ZSuggestQuery = z.object({
  chinese: z.string().trim().max(200).optional().default(''),
  english: z.string().trim().max(200).optional().default(''),
  accurate: zFlag,
  size: z.coerce.number().int().min(1).max(50).default(10),
});

/** One suggestion: the entry and how well it matched (1 = exact). */
export type Suggestion = { id: string; chinese: string; english: string; classificationId: string; score: number };

export const ZMessagePageQuery = z.object(pagingUpTo(MESSAGE_BOARD_MAX_PAGE_SIZE));

export const MESSAGE_MAX = 200;
export const ZMessageSubmit = z.object({
  content: z.string().trim().min(1, 'v.messageEmpty').max(MESSAGE_MAX, 'v.messageTooLong'),
  parentId: zParentId,
});

/** Approve before publish (platform param, 'true'/'false', off by default): new top-level messages wait in a queue. */
export const TRANSLATE_MESSAGE_REVIEW = 'translate.messageReview';
export const ZMessageReview = z.object({ enabled: z.boolean() });
/** The message-board queue (pending messages) is the moderators': holders of approve or remove (reject = remove). */
const moderatorAccess = permissionAccess(TRANSLATE_BUTTONS.approveMessage, TRANSLATE_BUTTONS.removeMessage);

export const ZSiteNames = z.object({
  webName: z.string().trim().min(1).max(100).optional(),
  backName: z.string().trim().min(1, 'v.backNameRequired').max(100),
});

/** The two params of the site settings (spec section 3), readable without a token. */
export const TRANSLATE_WEB_NAME = 'translate.webName';
/** The backstage name is the console's back-office name: one parameter drives 站点设置, the sidebar and the title. */
export const TRANSLATE_BACK_NAME = 'backend.name';

const entryRead = permissionAccess('translate_entry');

/** Image slots of the front page: 1 backstage-entry icon, 2 back-to-home icon, 3 main image/logo, 4 message-board icon. */
export const ZImgPositionType = z.coerce.number().int().min(1, 'v.imgPositionType').max(4, 'v.imgPositionType');

/** What saveOrUploadFile answers (Blade's upload shape): link is the download path ending in the file id. */
export type UploadedFile = { link: string; domain: string; name: string; originalName: string; attachId: string };

const fileRead = permissionAccess('translate_file');

export const translateRoutes = {
  listV2: defineRoute({
    method: 'GET',
    path: '/translate/listV2',
    access: entryRead,
    response: 'envelope',
    answer: zPage(translateEntryEntity.record),
    query: z.looseObject({
      ...pagingShape,
      ascs: z.string().optional(),
      descs: z.string().optional(),
    }),
    summary: "Page of term entries (the console's second list; same protocol as page)",
  }),
  suggest: defineRoute({
    method: 'GET',
    path: '/translate/suggest',
    access: publicAccess,
    response: 'envelope',
    answer: z.array(
      z.object({ id: z.string(), chinese: z.string(), english: z.string(), classificationId: z.string(), score: z.number() }),
    ),
    query: ZSuggestQuery,
    summary:
      "Exact (accurate=true) or ranked fuzzy matches on chinese/english with a score, best first. Public: anonymous callers read tenant 000000 or the Tenant-Id header's tenant",
  }),
  classificationTree: defineRoute({
    method: 'GET',
    path: '/translate/classification/tree',
    access: permissionAccess('translate_classification', 'translate_entry'),
    response: 'envelope',
    answer: z.array(ZTreeNode),
    summary: 'The classification tree as TreeNodes',
  }),
  removeClassification: defineRoute({
    method: 'POST',
    path: '/translate/removeClassification',
    access: permissionAccess('translate_classification_delete'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ ids: ZIdList }),
    summary: 'Remove classifications; refuses nodes with children or entries',
  }),
  sortTree: defineRoute({
    method: 'GET',
    path: '/translate/sort/tree',
    access: publicAccess,
    response: 'envelope',
    answer: z.array(ZTreeNode),
    summary:
      "The classification tree of the public /sort page (TreeNodes). Public: anonymous callers read tenant 000000 or the Tenant-Id header's tenant",
  }),
  sortEntries: defineRoute({
    method: 'GET',
    path: '/translate/sort/entries',
    access: publicAccess,
    response: 'envelope',
    answer: zPage(z.object({ id: z.string(), chinese: z.string(), english: z.string(), classificationName: z.string() })),
    query: z.object({ ...pagingShape, classificationId: ZId.optional() }),
    summary:
      'A page of entries (id, chinese, english, classificationName) of a classification and those below it, or of all; public, as sort/tree',
  }),
  labelTree: defineRoute({
    method: 'GET',
    path: '/translate/label/tree',
    access: permissionAccess('translate_label', 'translate_entry'),
    response: 'envelope',
    answer: z.array(ZTreeNode),
    summary: 'The label tree as TreeNodes',
  }),
  messagePage: defineRoute({
    method: 'GET',
    path: '/translate/message/page',
    access: publicAccess,
    response: 'envelope',
    answer: zPage(z.object({ ...messageShape, children: z.array(z.object(messageShape).omit({ hasChildren: true })) })),
    query: ZMessagePageQuery,
    summary: 'Top-level messages, newest first, each with its replies (public)',
  }),
  messageLazyTree: defineRoute({
    method: 'GET',
    path: '/translate/message/lazyTree',
    access: publicAccess,
    response: 'envelope',
    answer: z.array(z.object(messageShape)),
    query: z.object({ parentId: zParentId }),
    summary: 'One level of the message board (public)',
  }),
  messageSubmit: defineRoute({
    method: 'POST',
    path: '/translate/message/submit',
    access: publicAccess,
    response: 'envelope',
    answer: z.object({ pending: z.boolean() }),
    body: ZMessageSubmit,
    summary:
      'A visitor message (rate-limited per client address; pending, i.e. not shown, while approve-before-publish is on), or a reply when parentId is set (button translate_message_reply)',
  }),
  messagePending: defineRoute({
    method: 'GET',
    path: '/translate/message/pending',
    access: moderatorAccess,
    response: 'envelope',
    answer: zPage(z.object({ id: z.string(), content: z.string(), createTime: zTime })),
    query: z.object(pagingShape),
    summary: "The moderators' queue: the caller's tenant's messages awaiting approval, oldest first",
  }),
  messageApprove: defineRoute({
    method: 'POST',
    path: '/translate/message/approve',
    access: permissionAccess(TRANSLATE_BUTTONS.approveMessage),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ ids: ZIdList }),
    summary: 'Publish pending messages (button translate_message_approve); approving a published one changes nothing',
  }),
  messageRemove: defineRoute({
    method: 'POST',
    path: '/translate/message/remove',
    access: permissionAccess(TRANSLATE_BUTTONS.removeMessage),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ ids: ZIdList }),
    summary: 'Remove messages and their replies (button translate_message_delete)',
  }),
  saveOrUploadFile: defineRoute({
    method: 'POST',
    path: '/translate/saveOrUploadFile',
    access: permissionAccess(TRANSLATE_BUTTONS.fileUpload, TRANSLATE_BUTTONS.siteImage),
    response: 'envelope',
    answer: z.object({ link: z.string(), domain: z.string(), name: z.string(), originalName: z.string(), attachId: z.string() }),
    upload: { field: 'file', fields: ['imgPositionType'] },
    summary:
      'Upload one file (multipart `file`, button translate_file_upload); with imgPositionType 1-4 it replaces that page image (button translate_site_image)',
  }),
  fileList: defineRoute({
    method: 'GET',
    path: '/translate/fileList',
    access: fileRead,
    response: 'envelope',
    answer: zPage(
      z.object({
        id: z.string(),
        name: z.string(),
        originalName: z.string(),
        extension: z.string(),
        contentType: z.string(),
        size: z.number(),
        imgPositionType: z.number().nullable(),
        createUser: z.string().nullable(),
        createDept: z.string().nullable(),
        createTime: zTime,
        updateUser: z.string().nullable(),
        updateTime: zTime,
        status: z.number(),
        isDeleted: z.number(),
        link: z.string(),
      }),
    ),
    query: z.object({
      ...pagingShape,
      originalName: z.string().trim().max(255).optional(),
    }),
    summary: 'Uploaded files (not the page images), newest first',
  }),
  removeFile: defineRoute({
    method: 'POST',
    path: '/translate/removeFile',
    access: permissionAccess('translate_file_delete'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ ids: ZIdList }),
    summary: 'Remove uploaded files',
  }),
  download: defineRoute({
    method: 'GET',
    path: '/translate/download/:id',
    access: publicAccess,
    response: 'envelope',
    answer: binaryAnswer(ANY_FILE),
    summary: 'A file by id: page images for anyone, other files for signed-in users holding translate_file',
  }),
  imageList: defineRoute({
    method: 'GET',
    path: '/translate/image/list',
    access: publicAccess,
    response: 'envelope',
    answer: z.array(z.object({ imgPositionType: z.number(), id: z.string(), link: z.string() })),
    summary: 'The four page-image slots with their links ("" when empty) (public)',
  }),
  removeImage: defineRoute({
    method: 'POST',
    path: '/translate/image/remove',
    access: permissionAccess(TRANSLATE_BUTTONS.siteImage),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ imgPositionType: ZImgPositionType }),
    summary: 'Empty one page-image slot (button translate_site_image)',
  }),
  importPreview: defineRoute({
    method: 'POST',
    path: '/translate/import/preview',
    access: permissionAccess('translate_entry_import'),
    response: 'envelope',
    answer: z.object({
      importId: z.string(),
      /** The text encoding a CSV was read in (UTF-8, GB18030); '' for a spreadsheet, which has none to choose. */
      encoding: z.string(),
      total: z.number(),
      insertable: z.number(),
      conflictCount: z.number(),
      /** One per conflicting term (the file's rows of it merged): what the file says beside what the base holds. */
      conflicts: z.array(
        z.object({
          ...ZImportTerm,
          ...ZImportRows,
          labels: z.string().nullable(),
          remark: z.string().nullable(),
          existingId: z.string(),
          existingEnglish: z.string(),
          existingLabels: z.string().nullable(),
          existingRemark: z.string().nullable(),
        }),
      ),
      /** Rows merged into an earlier row of the same term. */
      duplicateCount: z.number(),
      /** One per term the file names more than once: its rows, the merge, and every English it gave (in row order). */
      duplicates: z.array(z.object({ ...ZImportTerm, ...ZImportRows, labels: z.string().nullable(), englishes: z.array(z.string()) })),
      errorCount: z.number(),
      errors: z.array(ZImportRowError),
      sample: z.array(z.object(ZImportTerm)),
    }),
    upload: { field: 'file' },
    query: z.object({ importId: z.uuid().optional() }),
    summary:
      'Check a .csv or .xlsx term file (multipart `file`): per-row errors and conflicts, nothing written; answers the importId the commit names',
  }),
  importCommit: defineRoute({
    method: 'POST',
    path: '/translate/import/commit',
    access: permissionAccess('translate_entry_import'),
    response: 'envelope',
    answer: z.object({
      importId: z.string(),
      inserted: z.number(),
      overwritten: z.number(),
      merged: z.number(),
      skipped: z.number(),
      duplicateCount: z.number(),
      errorCount: z.number(),
      errors: z.array(ZImportRowError),
    }),
    upload: { field: 'file', optional: true },
    /** `conflict`: what every conflicting term becomes unless `choices` names its row (`skip` is `keep`). */
    query: z.object({ conflict: z.enum(['skip', ...ZImportChoice.options]).default('skip'), importId: z.uuid().optional() }),
    /** A choice per conflicting term, by the row the preview listed it under (a preview lists at most IMPORT_LISTED). */
    body: z.object({
      choices: z
        .array(z.object({ row: z.number().int().positive(), choice: ZImportChoice }))
        .max(IMPORT_LISTED)
        .default([]),
    }),
    summary:
      'Import the previewed file (importId) or a new upload in one transaction: new terms inserted, conflicts kept, overwritten or merged (per row or all at once)',
  }),
  importProgress: defineRoute({
    method: 'GET',
    path: '/translate/import/progress',
    access: permissionAccess('translate_entry_import'),
    response: 'envelope',
    answer: z.object({ importId: z.string(), phase: z.string(), rowsDone: z.number(), total: z.number().nullable() }),
    query: z.object({ importId: z.uuid() }),
    summary: "The phase of one of the caller's imports and the rows done so far (total once a preview has read the file)",
  }),
  export: defineRoute({
    method: 'GET',
    path: '/translate/export',
    access: permissionAccess('translate_entry_export'),
    response: 'envelope',
    answer: binaryAnswer('text/csv', XLSX),
    query: z.looseObject({ format: z.enum(['csv', 'xlsx']).default('csv') }),
    summary: 'Stream the entries (page filters apply) as .csv or .xlsx',
  }),
  siteNames: defineRoute({
    method: 'GET',
    path: '/translate/site/names',
    access: publicAccess,
    response: 'envelope',
    answer: z.object({ webName: z.string(), backName: z.string(), messageReview: z.boolean() }),
    summary: 'The site name, the backstage name and whether messages wait for approval (public)',
  }),
  updateSiteNames: defineRoute({
    method: 'POST',
    path: '/translate/site/submit',
    access: permissionAccess(TRANSLATE_BUTTONS.siteName),
    response: 'envelope',
    answer: zNoData,
    body: ZSiteNames,
    summary: 'Rename the site and the backstage (button translate_site_name)',
  }),
  updateMessageReview: defineRoute({
    method: 'POST',
    path: '/translate/site/message-review',
    access: permissionAccess(TRANSLATE_BUTTONS.siteName),
    response: 'envelope',
    answer: zNoData,
    body: ZMessageReview,
    summary: 'Turn approve-before-publish of the message board on or off (button translate_site_name); pending messages stay pending',
  }),
};
