// The forced first password change: a user whose password someone else set (a new tenant's admin, an
// administrator's reset) lands here after sign-in, and stays until the change succeeds. The change ends the session
// (the sign-in page follows, for the new password).
import { useTranslation } from 'react-i18next';
import { PasswordForm } from '../user-info/password-form.tsx';
import { RequiredStepPage } from './required-step-page.tsx';

export function PasswordChangePage() {
  const { t } = useTranslation(['auth']);
  return (
    <RequiredStepPage
      title={t('auth:passwordChange.title')}
      explain={t('auth:passwordChange.explain')}
      width={480}
      testId="password-change"
    >
      <PasswordForm />
    </RequiredStepPage>
  );
}
