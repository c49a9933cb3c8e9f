// The guard's verdict at save: a configuration naming a host (a datasource URL, an object storage endpoint, an SMS
// gateway) that the guard will refuse at every use is refused when it is saved, with a message naming the address
// and OUTBOUND_ALLOW, instead of being stored to fail later with the generic message. The guard still checks every
// connection: a name that resolves to a public address today may not tomorrow.
import { badRequest } from '../app-error.ts';
import type { MessageKey } from '../messages.ts';
import type { OutboundGuard } from './outbound-guard.ts';
import { OutboundRefused } from './outbound-guard.ts';

/** The host of an http(s) URL (brackets of an IPv6 literal kept off), or undefined when it is no URL. */
export const hostOfUrl = (url: string): string | undefined => {
  try {
    return new URL(url.trim()).hostname.replace(/^\[(.*)\]$/, '$1') || undefined;
  } catch {
    return undefined;
  }
};

/**
 * Refuses (400, `message` with the host) a host the guard refuses for what it is: a non-public address outside
 * OUTBOUND_ALLOW, or a metadata name. A name that does not resolve now passes: it is judged when it is used.
 */
export async function assertOutboundAllowed(guard: OutboundGuard, host: string, message: MessageKey): Promise<void> {
  try {
    await guard.check(host);
  } catch (error) {
    if (error instanceof OutboundRefused && !error.unresolved) throw badRequest(message, { host });
    if (!(error instanceof OutboundRefused)) throw error;
  }
}
