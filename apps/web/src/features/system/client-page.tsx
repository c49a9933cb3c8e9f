// /system/client: OAuth clients.
import { DEFAULT_CLIENT_GRANTS } from '@blade/contract';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';

const screen: CrudScreen = {
  key: 'client',
  base: '/api/blade-system/client',
  partialSearch: true,
  permission: 'client',
  columns: [
    { field: 'clientId', label: 'sys.client.clientId' },
    { field: 'clientSecret', label: 'sys.client.clientSecret' },
    { field: 'scope', label: 'sys.client.scope', width: 100 },
    { field: 'authorizedGrantTypes', label: 'sys.client.authorizedGrantTypes', flex: 2 },
    { field: 'accessTokenValidity', label: 'sys.client.accessTokenValidity' },
    { field: 'refreshTokenValidity', label: 'sys.client.refreshTokenValidity' },
  ],
  search: [
    { name: 'clientId', label: 'sys.client.clientId' },
    { name: 'scope', label: 'sys.client.scope' },
  ],
  fields: [
    { name: 'clientId', label: 'sys.client.clientId', required: true },
    { name: 'clientSecret', label: 'sys.client.clientSecret', required: true },
    { name: 'scope', label: 'sys.client.scope', required: true, defaultValue: 'all' },
    { name: 'authorizedGrantTypes', label: 'sys.client.authorizedGrantTypes', required: true, defaultValue: DEFAULT_CLIENT_GRANTS },
    { name: 'accessTokenValidity', label: 'sys.client.accessTokenValidity', type: 'number', required: true, defaultValue: 3600 },
    { name: 'refreshTokenValidity', label: 'sys.client.refreshTokenValidity', type: 'number', required: true, defaultValue: 604800 },
    { name: 'webServerRedirectUri', label: 'sys.client.webServerRedirectUri' },
    { name: 'resourceIds', label: 'sys.client.resourceIds' },
    { name: 'authorities', label: 'sys.client.authorities' },
    { name: 'autoapprove', label: 'sys.client.autoapprove' },
    { name: 'additionalInformation', label: 'sys.client.additionalInformation', type: 'textarea' },
  ],
};

export function ClientPage() {
  return <CrudPage screen={screen} />;
}
