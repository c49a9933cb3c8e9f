// The avatar with the user's name and its menu (spec 2): dashboard, user info, switch dept/role (in switch mode, for
// a user holding several) and sign-out after confirmation.
import { Box, ButtonBase, Divider, Menu, MenuItem, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirm } from '../../../components/confirm.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { logout } from '../../../session/session.ts';
import { useSession } from '../../../store/session-store.ts';
import { useSettings } from '../../../store/settings-store.ts';
import { asyncHandler } from '../../../app/error-capture.ts';

const SwitchDialog = lazy(async () => ({ default: (await import('../../../session/ui/switch-dialog.tsx')).SwitchDialog }));

export function UserMenu({ color, showName }: { color: string; showName: boolean }) {
  const { t } = useTranslation(['auth', 'layout', 'common']);
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const switchMode = useSettings((s) => s.switchMode);
  const shownName = user?.nick_name || user?.user_name || '';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  const canSwitch = useSession((s) => s.canSwitch) && switchMode;
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };
  const signOut = async () => {
    setAnchor(null);
    if (await confirm(t('layout:logoutConfirm'))) await logout();
  };

  return (
    <>
      <ButtonBase
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ borderRadius: 1, px: 1, py: 0.5, gap: 1, color }}
        // The name shown beside the avatar is part of the button's name.
        aria-label={showName ? `${t('layout:userMenu')} ${shownName}` : t('layout:userMenu')}
        data-testid="user-menu"
      >
        <UserAvatar src={user?.avatar} size={30} />
        {showName && (
          <Typography variant="body2" noWrap sx={{ maxWidth: 120 }}>
            {shownName}
          </Typography>
        )}
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem onClick={() => go('/wel/dashboard')}>{t('common:route.dashboard')}</MenuItem>
        <MenuItem onClick={() => go('/info/index')}>{t('common:route.info')}</MenuItem>
        {canSwitch && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setSwitching(true);
            }}
            data-testid="switch-dept-role"
          >
            {t('auth:switch.title')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={asyncHandler(signOut)}>
          <Box component="span" sx={{ color: 'error.main' }}>
            {t('layout:logout')}
          </Box>
        </MenuItem>
      </Menu>
      {switching && (
        <Suspense fallback={null}>
          <SwitchDialog open onClose={() => setSwitching(false)} />
        </Suspense>
      )}
    </>
  );
}
