// A third-party sign-in without a local account (an oauth id but no user id) must request one first (spec 2).
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../store/session-store.ts';

const RegisterDialog = lazy(async () => ({ default: (await import('../../session/ui/register-dialog.tsx')).RegisterDialog }));

export function ThirdPartyRegister() {
  const user = useSession((s) => s.userInfo);
  const [dismissed, setDismissed] = useState(false);
  const needed = !!user?.oauth_id && (!user.user_id || user.user_id === '-1');
  if (!needed || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <RegisterDialog open oauthId={user.oauth_id} onClose={() => setDismissed(true)} />
    </Suspense>
  );
}
