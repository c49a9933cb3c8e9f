// The typed client: every call of the console names a contract route from the route table the build writes
// (src/generated/routes, see route-table-source.ts), so its path and method are the declaration's, its input is typed by the declared query, body, params or upload and its
// result by the declared answer. It sends through the fetch wrapper (http.ts), which keeps the headers, toasts, 401
// handling and error log.
import type { RouteSpec } from '@blade/contract';
import { request, type Envelope, type RequestOptions } from './http.ts';
import type { NothingGiven, RouteAnswer, RouteInput, RouteRef } from './route-ref.ts';
import { textOf } from '@blade/contract/text';

export type { RouteRef } from './route-ref.ts';

/** What a caller adds to a call: headers (tenant, captcha, dept/role switch) and meta (token, toast, error log). */
export type CallOptions = Pick<RequestOptions, 'headers' | 'meta'>;

type Args<S extends RouteSpec> =
  NothingGiven extends RouteInput<S> ? [input?: RouteInput<S>, options?: CallOptions] : [input: RouteInput<S>, options?: CallOptions];

type Sent = {
  query?: Record<string, unknown>;
  form?: Record<string, unknown>;
  body?: unknown;
  upload?: Record<string, unknown>;
  path?: Record<string, string>;
};
/** Query and form values go as they are (the route's types make them text, numbers or booleans). */
type Fields = RequestOptions['params'];

function multipart(upload: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload)) {
    for (const item of [value].flat()) if (item != null) form.append(name, item instanceof Blob ? item : textOf(item));
  }
  return form;
}

/** Sends the call; answers the reply and whether it is Blade's envelope. */
async function send(route: RouteRef, input: Sent = {}, options?: CallOptions): Promise<[unknown, boolean]> {
  const [method, template, kind] = route.split(' ') as [RequestOptions['method'], string, 'bare' | 'binary' | undefined];
  const path = template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(input.path![key]!));
  const reply = await request(`/api${path}`, {
    ...options,
    method,
    params: input.query as Fields,
    form: input.form as Fields,
    data: input.upload ? multipart(input.upload) : input.body,
    responseType: kind === 'binary' ? 'blob' : 'json',
  });
  return [reply, !kind];
}

/** Calls the route: the envelope's data (the object itself for a bare route, a Blob for a download). */
export async function call<S extends RouteSpec>(route: RouteRef<S>, ...[input, options]: Args<S>): Promise<RouteAnswer<S>> {
  const [reply, envelope] = await send(route, input as Sent, options);
  return (envelope ? (reply as Envelope<unknown>).data : reply) as RouteAnswer<S>;
}

/** Calls an envelope route and answers the whole envelope, for its msg (what the server says it did). */
export async function callEnvelope<S extends RouteSpec & { response: 'envelope' }>(
  route: RouteRef<S>,
  ...[input, options]: Args<S>
): Promise<Envelope<RouteAnswer<S>>> {
  return (await send(route, input as Sent, options))[0] as Envelope<RouteAnswer<S>>;
}
