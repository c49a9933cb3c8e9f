// /info/index: the signed-in user's own profile (user/info, saved by user/update-info) and password change, in two
// tabs as Saber's userinfo.vue, then the second factor, the passkeys and the devices (sessions) they are signed in on.
import { Card, CardContent, Tab, Tabs } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { fetchOwnInfo } from '../system/admin-api.ts';
import { OwnSessions } from './own-sessions.tsx';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm, type Profile } from './profile-form.tsx';
import { SecondFactorPanel } from './second-factor-panel.tsx';
import { PasskeysPanel } from './passkeys-panel.tsx';

const fetchOwnProfile = async (): Promise<Profile> => {
  const u = await fetchOwnInfo();
  return { avatar: u.avatar ?? '', name: u.name ?? '', realName: u.realName ?? '', phone: u.phone ?? '', email: u.email ?? '' };
};

type InfoTab = 'profile' | 'password' | 'secondFactor' | 'passkeys' | 'sessions';

export function InfoPage() {
  const { t } = useTranslation(['admin']);
  const [tab, setTab] = useState<InfoTab>('profile');
  const { data } = useQuery({ queryKey: ['user-info', 'profile'], queryFn: fetchOwnProfile, gcTime: 0 });
  return (
    <Card data-testid="info-page">
      <CardContent>
        <Tabs value={tab} onChange={(_e, v: InfoTab) => setTab(v)} sx={{ mb: 2 }}>
          <Tab value="profile" label={t('admin:info.profile')} />
          <Tab value="password" label={t('admin:info.password')} />
          <Tab value="secondFactor" label={t('admin:info.secondFactor')} />
          <Tab value="passkeys" label={t('admin:info.passkeys')} />
          <Tab value="sessions" label={t('admin:info.sessions')} />
        </Tabs>
        {tab === 'profile' && (data ? <ProfileForm initial={data} /> : <PageLoading />)}
        {tab === 'password' && <PasswordForm />}
        {tab === 'secondFactor' && <SecondFactorPanel />}
        {tab === 'passkeys' && <PasskeysPanel />}
        {tab === 'sessions' && <OwnSessions />}
      </CardContent>
    </Card>
  );
}
