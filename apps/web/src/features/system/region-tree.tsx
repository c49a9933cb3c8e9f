// The lazy region tree of /base/region: a node's children are read (region/lazy-tree?parentCode=) only when it is
// expanded; the root 00 is shown expanded. Expanded codes and the selection live in the page.
import { Box, ButtonBase, CircularProgress, IconButton, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchRegionChildren, type RegionNode } from './admin-api.ts';

export const REGION_ROOT = '00';
export const regionChildrenKey = (parentCode?: string) => (parentCode ? ['region-children', parentCode] : ['region-children']);

type TreeProps = { expanded: Set<string>; selected: string | null; onToggle: (code: string) => void; onSelect: (code: string) => void };

function Branch({ parentCode, depth, ...props }: TreeProps & { parentCode: string; depth: number }) {
  const { t } = useTranslation(['admin']);
  const { data, isPending } = useQuery({ queryKey: regionChildrenKey(parentCode), queryFn: () => fetchRegionChildren(parentCode) });
  if (isPending) return <CircularProgress size={16} sx={{ ml: depth * 2.5 + 1 }} />;
  if (!data?.length)
    return depth === 1 ? (
      <Typography variant="body2" color="text.secondary" sx={{ pl: 4 }}>
        {t('admin:region.empty')}
      </Typography>
    ) : null;
  return (
    <>
      {data.map((node) => (
        <Item key={node.id} node={node} depth={depth} {...props} />
      ))}
    </>
  );
}

function Item({ node, depth, ...props }: TreeProps & { node: RegionNode; depth: number }) {
  const code = String(node.value ?? node.id);
  const open = props.expanded.has(code);
  return (
    <Box data-testid={`region-node-${code}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2.5 }}>
        {node.hasChildren ? (
          <IconButton
            size="small"
            aria-label={open ? 'collapse' : 'expand'}
            data-testid={`region-toggle-${code}`}
            onClick={() => props.onToggle(code)}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34 }} />
        )}
        <ButtonBase
          onClick={() => props.onSelect(code)}
          data-testid={`region-label-${code}`}
          sx={{ px: 1, py: 0.5, borderRadius: 1, bgcolor: props.selected === code ? 'action.selected' : undefined }}
        >
          <Typography variant="body2">{node.title ?? node.name ?? code}</Typography>
        </ButtonBase>
      </Box>
      {open && node.hasChildren && <Branch parentCode={code} depth={depth + 1} {...props} />}
    </Box>
  );
}

export function RegionTree(props: TreeProps) {
  const { t } = useTranslation(['admin']);
  return (
    <Box data-testid="region-tree">
      <Item node={{ id: REGION_ROOT, title: t('admin:region.root'), hasChildren: true }} depth={0} {...props} />
    </Box>
  );
}
