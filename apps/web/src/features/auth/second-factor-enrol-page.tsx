// The forced enrolment: a tenant that requires a second factor lets a user without one sign in to this page only,
// until the enrolment is confirmed.
import { useTranslation } from 'react-i18next';
import { secondFactorEnrolled } from '../../session/session.ts';
import { SecondFactorEnrol } from '../user-info/second-factor-enrol.tsx';
import { RequiredStepPage } from './required-step-page.tsx';

export function SecondFactorEnrolPage() {
  const { t } = useTranslation(['auth']);
  return (
    <RequiredStepPage
      title={t('auth:secondFactor.enrolTitle')}
      explain={t('auth:secondFactor.enrolExplain')}
      width={520}
      testId="second-factor-enrol-page"
    >
      <SecondFactorEnrol onEnabled={secondFactorEnrolled} />
    </RequiredStepPage>
  );
}
