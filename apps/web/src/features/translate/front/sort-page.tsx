// The public /sort page (spec 2): browse the term base by classification. The tree and the entry list are
// backstage reads (the entry menu), so a visitor without a session is told to sign in or use the front search.
import HomeIcon from '@mui/icons-material/Home';
import { Alert, Box, Button, Container, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../store/session-store.ts';
import { fetchEntries, type Entry } from '../api.ts';
import { ClassificationTree, useClassificationTree } from '../classification-tree.tsx';
import { SlotButton } from './slot-button.tsx';
import { useFrontData } from './use-front-data.ts';

function Entries({ classificationId }: { classificationId: string }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Entry[] | null>(null);
  useEffect(() => {
    let live = true;
    const query = { current: 1, size: 50, ...(classificationId ? { classificationId } : {}) };
    fetchEntries(query).then((page) => { if (live) setRows(page.records); }).catch(() => { if (live) setRows([]); });
    return () => { live = false; };
  }, [classificationId]);
  if (rows && !rows.length) return <Typography color="text.secondary" sx={{ p: 2 }} data-testid="sort-empty">{t('common.noData')}</Typography>;
  return (
    <List dense data-testid="sort-entries">
      {(rows ?? []).map((e) => (
        <ListItem key={e.id} divider data-testid="sort-entry">
          <ListItemText primary={e.chinese} secondary={e.english} />
        </ListItem>
      ))}
    </List>
  );
}

function Browser() {
  const { t } = useTranslation();
  const { nodes, failed } = useClassificationTree();
  const [picked, setPicked] = useState('');
  if (failed) return <SignInHint />;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Paper sx={{ width: { md: 260 }, flexShrink: 0 }}>
        {nodes && <ClassificationTree nodes={nodes} value={picked} onChange={setPicked} />}
      </Paper>
      <Paper sx={{ flex: 1 }}>
        <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5 }}>{t('tr.sort.entries')}</Typography>
        {nodes && <Entries classificationId={picked} />}
      </Paper>
    </Stack>
  );
}

function SignInHint() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="sort-sign-in" action={<Button component={Link} to="/login?redirect=%2Fsort">{t('tr.sort.signIn')}</Button>}>
      {t('tr.sort.needSignIn')}
    </Alert>
  );
}

export function SortPage() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const { image } = useFrontData();
  return (
    <Box data-testid="sort-page" sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" sx={{ flex: 1 }}>{t('tr.sort.title')}</Typography>
          <SlotButton src={image(2)} fallback={<HomeIcon />} label={t('tr.front.home')} testId="sort-home" color="text.primary" to="/" />
        </Stack>
        {token ? <Browser /> : <SignInHint />}
      </Container>
    </Box>
  );
}
