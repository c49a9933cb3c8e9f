// A tree as a pick list beside a grid (departments of the user screen, classifications of the entries): "all"
// first, then every node indented by depth; picking one hands its id ('' for all) to the caller. On a phone the
// list would stand above the grid and push the rows a screen or more down: it folds behind one button naming the
// pick, and opens on demand.
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Button, Collapse, List, ListItemButton, ListItemText, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState } from 'react';
import type { TreeOption } from './crud/crud-types.ts';

export type FlatNode = { id: string; name: string; depth: number };

export const flattenTreeNodes = (nodes: TreeOption[], depth = 0): FlatNode[] =>
  nodes.flatMap((n) => [{ id: n.id, name: String(n.title ?? n.name ?? ''), depth }, ...flattenTreeNodes(n.children ?? [], depth + 1)]);

type Props = { nodes: FlatNode[]; value: string; onChange: (id: string) => void; allLabel: string; testId: string; nodeTestId: string };

export function TreeFilter({ nodes, value, onChange, allLabel, testId, nodeTestId }: Props) {
  const folds = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  const listId = useId();
  const pick = (id: string) => {
    onChange(id);
    setOpen(false);
  };
  const list = (
    <List component="div" dense data-testid={testId} id={listId}>
      <ListItemButton selected={!value} onClick={() => pick('')}>
        <ListItemText primary={allLabel} />
      </ListItemButton>
      {nodes.map((n) => (
        <ListItemButton
          key={n.id}
          selected={value === n.id}
          onClick={() => pick(n.id)}
          sx={{ pl: 2 + n.depth * 2 }}
          data-testid={nodeTestId}
        >
          <ListItemText primary={n.name} />
        </ListItemButton>
      ))}
    </List>
  );
  if (!folds) return list;
  return (
    <>
      <Button
        fullWidth
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={listId}
        endIcon={open ? <ExpandLess /> : <ExpandMore />}
        sx={{ justifyContent: 'space-between' }}
        data-testid={`${testId}-toggle`}
      >
        {nodes.find((n) => n.id === value)?.name ?? allLabel}
      </Button>
      <Collapse in={open}>{list}</Collapse>
    </>
  );
}
