// The lazy region tree of /base/region, as rows of the console's grid: a node's children are read
// (region/lazy-tree?parentCode=) only when it is expanded, one level per read; the root 00 is shown expanded. A row
// is picked by a click (its details beside the grid) and offers 新增下级. Expanded codes and the pick live in the page.
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, IconButton } from '@mui/material';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleGrid, type ListColumn } from '../../components/data-grid/console-grid.tsx';
import { PAGE_SIZES } from '../../components/crud/list-state.ts';
import { fetchRegionChildren, type RegionNode } from './admin-api.ts';

export const REGION_ROOT = '00';
export const regionChildrenKey = (parentCode?: string) => (parentCode ? ['region-children', parentCode] : ['region-children']);

type TreeProps = {
  expanded: Set<string>;
  selected: string | null;
  onToggle: (code: string) => void;
  onSelect: (code: string) => void;
  /** Given: each row offers 新增下级. */
  onAddChild?: (code: string) => void;
};
type RegionRow = { id: string; name: string; depth: number; hasChildren: boolean; open: boolean };

/** A level of the tree shows all its regions on one page, as far as the grid allows. */
const TREE_PAGE_SIZE = 100;

/** The levels read, in the order asked, and whether one is on its way (a module function: the same answer while nothing changes). */
function readLevels(results: Array<UseQueryResult<RegionNode[]>>) {
  return {
    data: results.map((r) => r.data),
    loading: results.some((r) => r.isFetching),
    refetch: () => results.forEach((r) => void r.refetch()),
  };
}

/** The rows shown: the root, then each expanded node's children below it, as far as they have been read. */
function visibleRows(root: RegionNode, expanded: Set<string>, children: Map<string, RegionNode[] | undefined>): RegionRow[] {
  const rows: RegionRow[] = [];
  const walk = (node: RegionNode, depth: number) => {
    const code = String(node.value ?? node.id);
    const open = !!node.hasChildren && expanded.has(code);
    rows.push({ id: code, name: String(node.title ?? node.name ?? code), depth, hasChildren: !!node.hasChildren, open });
    if (open) for (const child of children.get(code) ?? []) walk(child, depth + 1);
  };
  walk(root, 0);
  return rows;
}

export function RegionTree({ expanded, selected, onToggle, onSelect, onAddChild }: TreeProps) {
  const { t } = useTranslation(['admin', 'crud']);
  const [paging, setPaging] = useState({ page: 0, pageSize: TREE_PAGE_SIZE });
  // Every expanded node's level: each was read when it was first opened, and comes from the cache after.
  const codes = [...expanded];
  const levels = useQueries({
    queries: codes.map((code) => ({ queryKey: regionChildrenKey(code), queryFn: () => fetchRegionChildren(code) })),
    combine: readLevels,
  });
  const rows = useMemo(() => {
    const children = new Map(codes.map((code, i) => [code, levels.data[i]]));
    return visibleRows({ id: REGION_ROOT, title: t('admin:region.root'), hasChildren: true }, expanded, children);
  }, [expanded, t, levels]); // eslint-disable-line react-hooks/exhaustive-deps

  const columns = useMemo(
    (): ListColumn<RegionRow>[] => [
      {
        field: 'name',
        header: t('admin:region.name'),
        flex: 2,
        render: (row, cell) => (
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', pl: row.depth * 2.5, height: '100%' }}>
            {row.hasChildren ? (
              <IconButton
                size="small"
                aria-label={t(row.open ? 'crud:collapse' : 'crud:expand')}
                aria-expanded={row.open}
                data-testid={`region-toggle-${row.id}`}
                tabIndex={cell.tabIndex}
                onClick={(e) => {
                  e.stopPropagation();
                  onToggle(row.id);
                }}
              >
                {row.open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
              </IconButton>
            ) : (
              <Box component="span" sx={{ width: 34, flexShrink: 0 }} />
            )}
            <span data-testid={`region-label-${row.id}`}>{row.name}</span>
          </Box>
        ),
      },
      { field: 'id', header: t('admin:region.code'), width: 140 },
    ],
    [t, onToggle],
  );

  return (
    <Box data-testid="region-tree">
      <ConsoleGrid
        stateKey="region"
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        loading={levels.loading}
        paging={{ ...paging, pageSizes: PAGE_SIZES, onChange: setPaging }}
        onRowClick={(row) => onSelect(row.id)}
        pickedRowId={selected ?? undefined}
        actions={
          onAddChild && {
            header: t('crud:actions'),
            of: (row) => [{ key: 'add-child', label: t('crud:addChild'), onClick: () => onAddChild(row.id) }],
          }
        }
        onRefresh={levels.refetch}
      />
    </Box>
  );
}
