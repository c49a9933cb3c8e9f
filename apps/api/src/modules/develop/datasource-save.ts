// What a datasource form must pass at save, beyond its schema: an address the outbound guard will refuse (loopback,
// private, link-local, metadata) is refused now, naming OUTBOUND_ALLOW (core/outbound/save-check.ts), and so is the
// platform's own database at any address, which the built-in datasource already reads (schema only) without its
// password being typed into a form. OUTBOUND_ALLOW naming the host lets either through.
import { badRequest } from '../../core/app-error.ts';
import { assertOutboundAllowed } from '../../core/outbound/save-check.ts';
import type { Services } from '../../services.ts';
import { parseDatasourceUrl } from './datasource-client.ts';

export async function assertDatasourceAddress(s: Pick<Services, 'outbound' | 'platformCatalog'>, url: string): Promise<void> {
  const { host, port } = parseDatasourceUrl(url);
  await assertOutboundAllowed(s.outbound, host, 'datasourceAddressRefused');
  const platform = s.platformCatalog;
  if (host === platform.host && port === platform.port && !s.outbound.allows(host)) throw badRequest('datasourcePlatformOwn', { host });
}
