// A CRUD screen declaration (conventions 9): the routes it calls, columns, search fields, form fields and the
// permission prefix. `CrudPage` renders it; `CrudFormDialog` edits one record, checked against the submit schema the
// contract declares for the screen's entity (entity-meta.ts).
import type { ReactNode } from 'react';
import type { RouteRef } from '../../api/client.ts';
import type { TextKey } from '../../i18n/resources.ts';
import type { ListColumn } from '../data-grid/console-grid.tsx';

export type Row = Record<string, unknown> & { id: string };
export type FormValues = Record<string, unknown>;
export type FormMode = 'add' | 'edit' | 'view';
export type Option = { value: string; label: string; depth?: number };
/** An option a screen declares: its label by i18n key. */
export type KeyedOption = { value: string; label: TextKey };
/** A tree node as the selects' calls answer it (TreeNode of the contract, or a MenuVO). */
export type TreeOption = {
  id: string;
  title?: string;
  name?: string;
  label?: string;
  value?: string;
  code?: string;
  children?: TreeOption[];
};

/** A list column as the screen declares it: its header by i18n key; whether it sorts comes from the contract. */
export type CrudColumn = Omit<ListColumn<Row>, 'header' | 'sortable'> & {
  /** i18n key of the header. */
  label: TextKey;
};

export type CrudSearchField = {
  name: string;
  label: TextKey;
  type?: 'text' | 'select' | 'date';
  options?: KeyedOption[];
  /** A select's options loaded when the list opens (labels as is), e.g. a dictionary's entries. */
  loadOptions?: () => Promise<Option[]>;
  /** A date field that ends a range (sent at 23:59:59 instead of 00:00:00). */
  dateEnd?: boolean;
};

export type CrudFormField = {
  name: string;
  /** i18n key of the label. */
  label: TextKey;
  /** switch: a boolean; datetime: 'yyyy-MM-dd HH:mm:ss'; date: 'yyyy-MM-dd' (Blade's formats, what is sent). */
  type?: 'text' | 'number' | 'textarea' | 'password' | 'select' | 'multiselect' | 'tree' | 'switch' | 'datetime' | 'date';
  /** true: "请输入<label>" (select types: "请选择<label>"); a string: the i18n key of the message. */
  required?: boolean | TextKey;
  /** Only required when adding. */
  requiredOnAdd?: boolean;
  /** Static options (labels are i18n keys) or a loader of options (labels as is). */
  options?: KeyedOption[];
  /** Loaders get the value of the `dependsOn` field, when the field has one. */
  loadOptions?: (dependency?: string) => Promise<Option[]>;
  loadTree?: (dependency?: string) => Promise<TreeOption[]>;
  /** Another field whose value the options come from (e.g. roles of the chosen tenant): changing it empties this one. */
  dependsOn?: string;
  /** Queries key for the loader (cached per screen). */
  optionsKey?: string;
  hideOn?: FormMode[];
  readOnlyOn?: FormMode[];
  defaultValue?: unknown;
  /** Takes the full dialog width. */
  wide?: boolean;
  /**
   * A multiselect whose values may be free text the options don't list (a term's imported labels): they show as
   * themselves and can be removed, instead of being dropped on save.
   */
  keepUnlisted?: boolean;
  /** A field the generic inputs cannot show (e.g. a rich-text editor): renders the input itself. */
  render?: (props: CustomFieldProps) => ReactNode;
};

export type CustomFieldProps = {
  value: unknown;
  onChange: (value: unknown) => void;
  readOnly: boolean;
  error?: string;
  label: string;
  /** The whole form's values. */
  values: FormValues;
};

/** `filters`: the list's applied search values (an export sends them). */
export type CrudContext = { refresh: () => void; clearSelection: () => void; filters: Record<string, string> };

export type CrudAction = {
  key: string;
  /** i18n key of the button. */
  label: TextKey;
  /** Button code in the session's permission map (none: shown to whoever opens the screen). */
  permission?: string;
  /** Toolbar actions work on the selected rows (at least one); row actions on one row. */
  run: (rows: Row[], ctx: CrudContext) => void | Promise<void>;
  /** A toolbar action that needs no selection (it gets no rows). */
  noSelection?: boolean;
};

/**
 * The routes a CRUD screen calls, from the generated route table: an entity's `<name>Crud` (its standard actions and
 * its name), with another `list` where the screen lists through a route of its own (a page, a tree, a parent list),
 * or a screen's own routes.
 */
export type CrudCalls = {
  /** Answers a page of rows (a tree with `treeList`). */
  list: RouteRef;
  detail?: RouteRef;
  submit?: RouteRef;
  remove?: RouteRef;
  /** The contract's entity behind the routes: its sort columns, submit schema and export. */
  entity?: string;
};

export type CrudScreen = {
  /** data-testid prefix and query key. */
  key: string;
  api: CrudCalls;
  /** What the submit answered (its data), once saved: a screen shows what only that answer carries (a new tenant's first password). */
  onSubmitted?: (answer: unknown) => void;
  /** The list call answers a tree (no server paging): a tree table (expand/collapse, expand all, add child). */
  treeList?: boolean;
  /** The columns the list call sorts by (ascs/descs); by default the entity's sortable fields, for its standard list. */
  sortable?: readonly string[];
  /** false: page and sort kept in memory, not the address (a list in a dialog, or the second list of a page). */
  urlState?: boolean;
  /** Menu code: `<code>_add`, `_edit`, `_delete`, `_view`. */
  permission: string;
  /** Overrides the button check (`add`, `edit`, `delete`, `view`) for screens whose buttons hang on another code. */
  allow?: (action: string) => boolean;
  /** No view button (tenant package). */
  noView?: boolean;
  columns: CrudColumn[];
  search: CrudSearchField[];
  /**
   * The list matches text filters exactly (an entity-bound Blade list): the search sends them as `<field>_like`, so
   * 经理 finds 技术经理 as a person expects. Lists that already match partially leave this out.
   */
  partialSearch?: boolean;
  /** A created-time range sending createTime_dategt / createTime_datelt. */
  dateRange?: boolean;
  fields: CrudFormField[];
  toolbarActions?: CrudAction[];
  /** The screen exports through an action of its own (e.g. with a format choice): no generic 导出 button. */
  ownExport?: boolean;
  rowActions?: CrudAction[];
  /** Whether a row offers a standard button (`view`, `edit`, `delete`) beyond the permission check, e.g. a built-in row. */
  rowAllows?: (action: string, row: Row) => boolean;
  /** Buttons of the form dialog beside 保存, given the form's values (e.g. a connection test before saving). */
  formActions?: Array<{ key: string; label: TextKey; run: (values: FormValues) => Promise<void> }>;
  /** A click on a row picks it (a master list beside the picked row's details); that row is highlighted. */
  onRowClick?: (row: Row) => void;
  /** The id of the picked row. */
  pickedRowId?: string;
  /** The record field a delete confirmation names the row by (the first column's by default). */
  nameField?: string;
  /** The record field that identifies a row (`id` by default; e.g. `taskId` for task lists). */
  rowKey?: string;
  /** Extra query sent with every list call. */
  baseQuery?: Record<string, string>;
  /** Record -> form values (defaults: multiselect/tree fields split their comma strings). */
  toForm?: (row: Row) => FormValues;
  /** Form values -> submit body (defaults: multiselect/tree fields joined with commas). */
  toSubmit?: (values: FormValues, mode: FormMode) => FormValues;
  dialogWidth?: 'sm' | 'md' | 'lg';
};
