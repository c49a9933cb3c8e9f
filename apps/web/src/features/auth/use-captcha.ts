import { useCallback, useEffect, useState } from 'react';
import { website } from '../../config/website.ts';
import { getCaptcha, type Captcha } from '../../session/auth-api.ts';

/** The current captcha (captcha mode only) and a way to fetch a new one. */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha>();
  const refresh = useCallback(() => {
    if (!website.captchaMode) return;
    getCaptcha()
      .then(setCaptcha)
      .catch(() => setCaptcha(undefined));
  }, []);
  useEffect(refresh, [refresh]);
  return { captcha, refresh };
}
