// The one fetch wrapper (Saber's axios instance and interceptors, spec 8), under the typed client (client.ts), which
// every call of the console goes through:
// - every call carries the Basic client header, `Blade-Auth: bearer <token>` (unless meta.isToken is false) and
//   Accept-Language from the UI language, and is aborted after 80 s;
// - HTTP 200-500 are replies; the status is body.code || HTTP status;
// - whitelisted statuses reject silently; 401 signs out locally and goes to /login;
// - any other status but 200 shows msg || error_description || 未知错误 and rejects;
// - a call the browser cuts off because the page is being left rejects without a toast or a log entry.
import { currentLanguage, i18n } from '../i18n/index.ts';
import { toast } from '../components/toast.tsx';
import { website } from '../config/website.ts';
import { getToken } from '../lib/cookies.ts';
import { addLog } from '../store/logs-store.ts';
import { watchPageLeaving } from '../lib/page-leaving.ts';

export type Envelope<T> = { code: number; success: boolean; data: T; msg: string };
type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Query;
  /** A JSON body (a FormData is sent as multipart). */
  data?: unknown;
  /** A form-encoded body (Saber's meta.isSerialize). */
  form?: Query;
  headers?: Record<string, string>;
  /** isToken false: no Blade-Auth. silent: no toast (the caller shows the error). noLog: not written to the error log. */
  meta?: { isToken?: boolean; silent?: boolean; noLog?: boolean };
  responseType?: 'json' | 'blob';
};

export class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/**
 * Set by the session: what a 401 does (local sign-out, then /login), and what a refusal carrying the API's
 * `Blade-Password-Change: required` marker does (the change-password page), and one carrying
 * `Blade-Second-Factor: enrol` (the enrolment page). Hooks avoid an import cycle.
 */
export const httpHooks = { onUnauthorized: () => {}, onPasswordChangeRequired: () => {}, onSecondFactorEnrolRequired: () => {} };

const pageLeaving = watchPageLeaving(window);

const basic = () => `Basic ${btoa(`${website.clientId}:${website.clientSecret}`)}`;
const acceptLanguage = () => (currentLanguage() === 'en' ? 'en-US,en;q=0.9' : 'zh-CN,zh;q=0.9');

function withQuery(url: string, params?: Query): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value != null) search.append(key, String(value));
  const text = search.toString();
  return text ? `${url}${url.includes('?') ? '&' : '?'}${text}` : url;
}

function buildInit(options: RequestOptions, signal: AbortSignal): RequestInit {
  const headers: Record<string, string> = { Authorization: basic(), 'Accept-Language': acceptLanguage(), ...options.headers };
  const token = getToken();
  if (token && options.meta?.isToken !== false) headers[website.tokenHeader] = `bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.data instanceof FormData) {
    body = options.data; // multipart: fetch sets the Content-Type with its boundary
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = withQuery('', options.form).replace(/^\?/, '');
  } else if (options.data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.data);
  }
  return { method: options.method ?? 'GET', headers, body, signal };
}

async function readBody(res: Response, type: RequestOptions['responseType']): Promise<unknown> {
  if (type === 'blob' && res.status === 200) return res.blob();
  const text = await res.text();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { msg: text };
  }
}

/**
 * Whether a failed call is an error of the console, for its error log: no answer at all (network, time-out) or the
 * server's own failure (5xx). A refusal the API explains (a wrong password, a duplicate, 401/403/404) is an answer,
 * shown where it happened.
 */
const isConsoleError = (status: number) => status === 0 || status >= 500;

function fail(options: RequestOptions, url: string, error: HttpError): never {
  if (!options.meta?.noLog && isConsoleError(error.status)) {
    addLog({ type: 'ajax', message: error.message, stack: '', info: `${options.method ?? 'GET'} ${url} -> ${error.status}` });
  }
  throw error;
}

export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), website.requestTimeoutMs);
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(withQuery(url, options.params), buildInit(options, controller.signal));
    body = await readBody(res, options.responseType);
  } catch (cause) {
    if (pageLeaving()) throw new HttpError(i18n.t('common:http.network'), 0, cause);
    const message = controller.signal.aborted ? i18n.t('common:http.timeout') : i18n.t('common:http.network');
    if (!options.meta?.silent) toast.error(message);
    return fail(options, url, new HttpError(message, 0, cause));
  } finally {
    window.clearTimeout(timer);
  }
  // Above 500 is not a reply (Saber's validateStatus 200-500).
  if (res.status > 500) {
    const message = i18n.t('common:http.server', { status: res.status });
    if (!options.meta?.silent) toast.error(message);
    return fail(options, url, new HttpError(message, res.status, body));
  }
  if (body instanceof Blob) return body as T;
  if (res.headers.get('Blade-Password-Change') === 'required') httpHooks.onPasswordChangeRequired();
  if (res.headers.get('Blade-Second-Factor') === 'enrol') httpHooks.onSecondFactorEnrolRequired();
  const reply = (body ?? {}) as { code?: number; msg?: string; error_description?: string };
  const status = reply.code || res.status;
  if (status === 200) return body as T;
  const message = reply.msg || reply.error_description || i18n.t('common:http.unknown');
  if (website.statusWhiteList.includes(status)) return fail(options, url, new HttpError(message, status, body));
  // A 401 on a call that carried no token (sign-in itself) is an error to show, not a session to drop.
  if (status === 401 && options.meta?.isToken !== false) httpHooks.onUnauthorized();
  if (!options.meta?.silent) toast.error(message);
  return fail(options, url, new HttpError(message, status, body));
}
