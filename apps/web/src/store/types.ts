// Shapes shared by the stores, the session and the layout.

/** A MenuVO node from /api/blade-system/menu/routes (source is an MUI icon name). */
export type MenuItem = {
  id: string;
  parentId?: string;
  code?: string;
  name: string;
  alias?: string;
  path: string;
  source?: string;
  sort?: number;
  category?: number;
  /** 2: an external link opened in a new window. */
  isOpen?: number;
  children?: MenuItem[];
  meta?: { i18n?: string; roles?: string[]; isTab?: boolean };
  query?: Record<string, string>;
  group?: string[];
};

/** The sign-in answer kept after sign-in, without the tokens (those are cookies). */
export type UserInfo = {
  tenant_id: string;
  user_id: string;
  dept_id: string;
  role_id: string;
  role_name?: string;
  account?: string;
  user_name: string;
  nick_name?: string;
  real_name?: string;
  avatar: string;
  oauth_id?: string;
};

/** An open tab (spec 3). `labelKey` lets the label follow the UI language; `label` is the fallback text. */
export type Tag = {
  label: string;
  labelKey?: string;
  value: string;
  params?: Record<string, string | undefined>;
  query?: Record<string, string>;
  meta?: { isTab?: boolean };
  group?: string[];
  close?: boolean;
};

/** A local error-log entry (spec 3). */
export type LogEntry = { type: string; message: string; stack: string; info: string; url: string; time: string };
