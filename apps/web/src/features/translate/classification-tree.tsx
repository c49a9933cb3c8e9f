// The classification tree as a pick list (the /sort page and the entry screen): "all" first, then every node
// indented by depth; picking one hands its id ('' for all) to the caller.
import { List, ListItemButton, ListItemText } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TreeOption } from '../../components/crud/crud-types.ts';
import { fetchClassificationTree } from './api.ts';

type Flat = { id: string; name: string; depth: number };
const flatten = (nodes: TreeOption[], depth = 0): Flat[] =>
  nodes.flatMap((n) => [{ id: n.id, name: String(n.title ?? n.name ?? ''), depth }, ...flatten(n.children ?? [], depth + 1)]);

/** Loads the tree; `failed` when the caller may not read it (no session or no entry menu). */
export function useClassificationTree(version = 0) {
  const [nodes, setNodes] = useState<Flat[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchClassificationTree(true)
      .then((tree) => { if (live) setNodes(flatten(tree)); })
      .catch(() => { if (live) setFailed(true); });
    return () => { live = false; };
  }, [version]);
  return { nodes, failed };
}

export function ClassificationTree({ nodes, value, onChange }: { nodes: Flat[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  return (
    <List dense data-testid="classification-tree">
      <ListItemButton selected={!value} onClick={() => onChange('')}>
        <ListItemText primary={t('tr.entry.allClasses')} />
      </ListItemButton>
      {nodes.map((n) => (
        <ListItemButton key={n.id} selected={value === n.id} onClick={() => onChange(n.id)} sx={{ pl: 2 + n.depth * 2 }} data-testid="classification-node">
          <ListItemText primary={n.name} />
        </ListItemButton>
      ))}
    </List>
  );
}
