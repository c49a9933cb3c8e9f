// A user's linked provider identities (第三方账号), from the user screen: each can be unlinked, after which that
// identity no longer signs in as this user. Linking happens only by the person's own provider sign-in.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm.tsx';
import { toast } from '../../components/toast.tsx';
import { fetchUserOauth, unlinkUserOauth, type UserOauth } from './oidc-api.ts';

export function UserOauthDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useTranslation(['system', 'common', 'crud']);
  const queryClient = useQueryClient();
  const key = ['user-oauth', userId];
  const { data, isFetching } = useQuery({ queryKey: key, queryFn: () => fetchUserOauth(userId) });

  const unlink = async (link: UserOauth) => {
    if (!(await confirm(t('system:oidc.confirmUnlink', { name: link.providerName, subject: link.username ?? link.subject })))) return;
    await unlinkUserOauth(link.id);
    toast.success(t('crud:done'));
    void queryClient.invalidateQueries({ queryKey: key });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="user-oauth">
      <DialogTitle>{t('system:oidc.identities')}</DialogTitle>
      <DialogContent>
        {!isFetching && !data?.length && <Typography color="text.secondary">{t('system:oidc.noIdentities')}</Typography>}
        <List dense>
          {(data ?? []).map((link) => (
            <ListItem
              key={link.id}
              secondaryAction={
                <Button color="error" size="small" onClick={() => void unlink(link).catch(() => {})}>
                  {t('system:oidc.unlink')}
                </Button>
              }
            >
              <ListItemText
                primary={`${link.providerName} · ${link.username ?? link.subject}`}
                secondary={[link.email, link.issuer, link.createTime].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
