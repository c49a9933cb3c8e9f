// The public /sort page (spec 2): visitors and staff browse the term base by classification, a page of entries at a
// time; picking a class lists the entries of the classes below it too. Public reads (sort/tree, sort/entries).
import HomeIcon from '@mui/icons-material/Home';
import { Box, Container, List, ListItem, ListItemText, Pagination, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClassificationNameCell } from '../../../components/seed-name-cell.tsx';
import { flattenTreeNodes, type FlatNode } from '../../../components/tree-filter.tsx';
import { fetchSortEntries, fetchSortTree, type Page, type SortEntry } from '../api.ts';
import { ClassificationTree } from '../classification-tree.tsx';
import { SlotButton } from './slot-button.tsx';
import { useFrontData } from './use-front-data.ts';

const PAGE_SIZE = 20;

function Entries({ classificationId }: { classificationId: string }) {
  const { t } = useTranslation(['translate', 'common']);
  const [page, setPage] = useState(1);
  const [shownFor, setShownFor] = useState(classificationId);
  // Another class starts again at its first page.
  if (shownFor !== classificationId) {
    setShownFor(classificationId);
    setPage(1);
  }
  // A public page outside the console's layout (and its query client): plain state, the last answer kept while the
  // next page loads, answers to an older request dropped.
  const [data, setData] = useState<Page<SortEntry> | null>(null);
  const [isError, setError] = useState(false);
  useEffect(() => {
    let live = true;
    fetchSortEntries({ current: page, size: PAGE_SIZE, classificationId })
      .then((answer) => {
        if (live) {
          setData(answer);
          setError(false);
        }
      })
      .catch(() => {
        if (live) setError(true);
      });
    return () => {
      live = false;
    };
  }, [classificationId, page]);
  const pageCount = data ? Math.ceil(data.total / PAGE_SIZE) : 0;
  if (isError || (data && !data.records.length))
    return (
      <Typography color="text.secondary" sx={{ p: 2 }} data-testid="sort-empty">
        {t('common:noData')}
      </Typography>
    );
  return (
    <>
      <List dense data-testid="sort-entries">
        {(data?.records ?? []).map((e) => (
          <ListItem
            key={e.id}
            divider
            data-testid="sort-entry"
            secondaryAction={
              <Typography variant="caption" color="text.secondary" data-testid="sort-entry-class">
                <ClassificationNameCell name={e.classificationName} />
              </Typography>
            }
          >
            <ListItemText primary={e.chinese} secondary={e.english} />
          </ListItem>
        ))}
      </List>
      {pageCount > 1 && (
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', p: 1.5 }}>
          <Typography variant="body2" color="text.secondary" data-testid="sort-total">
            {t('translate:sort.total', { count: data!.total })}
          </Typography>
          <Pagination count={pageCount} page={page} onChange={(_e, p) => setPage(p)} size="small" data-testid="sort-pages" />
        </Stack>
      )}
    </>
  );
}

export function SortPage() {
  const { t } = useTranslation(['translate', 'common']);
  const { image } = useFrontData({ titled: true });
  const [picked, setPicked] = useState('');
  const [nodes, setNodes] = useState<FlatNode[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchSortTree()
      .then((tree) => {
        if (live) setNodes(flattenTreeNodes(tree));
      })
      .catch(() => {
        if (live) setNodes([]);
      });
    return () => {
      live = false;
    };
  }, []);
  return (
    <Box data-testid="sort-page" sx={{ minHeight: '100vh', bgcolor: 'grey.100' }}>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" sx={{ flex: 1 }}>
            {t('translate:sort.title')}
          </Typography>
          <SlotButton
            src={image(2)}
            fallback={<HomeIcon />}
            label={t('translate:front.home')}
            testId="sort-home"
            color="text.primary"
            to="/"
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Paper sx={{ width: { md: 260 }, flexShrink: 0 }}>
            {nodes && <ClassificationTree nodes={nodes} value={picked} onChange={setPicked} />}
          </Paper>
          <Paper sx={{ flex: 1 }}>
            <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5 }}>
              {t('translate:sort.entries')}
            </Typography>
            <Entries classificationId={picked} />
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
