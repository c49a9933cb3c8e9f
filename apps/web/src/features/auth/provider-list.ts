// The tenant's providers the sign-in page offers (source and name). Its own small module: the page asks on every
// load, and loads the buttons (provider-buttons.tsx) only when there is a provider to show.
import { call } from '../../api/client.ts';
import * as oidcRoutes from '../../generated/routes/oidc.ts';

export type SignInProvider = { source: string; name: string };

export const fetchSignInProviders = (tenantId: string): Promise<SignInProvider[]> =>
  call(oidcRoutes.signInList, { query: { tenantId } }, { meta: { isToken: false, silent: true } });
