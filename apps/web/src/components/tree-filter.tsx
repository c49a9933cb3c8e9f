// A tree as a pick list beside a grid (departments of the user screen, classifications of the entries): "all"
// first, then every node indented by depth; picking one hands its id ('' for all) to the caller.
import { List, ListItemButton, ListItemText } from '@mui/material';
import type { TreeOption } from './crud/crud-types.ts';

export type FlatNode = { id: string; name: string; depth: number };

export const flattenTreeNodes = (nodes: TreeOption[], depth = 0): FlatNode[] =>
  nodes.flatMap((n) => [{ id: n.id, name: String(n.title ?? n.name ?? ''), depth }, ...flattenTreeNodes(n.children ?? [], depth + 1)]);

type Props = { nodes: FlatNode[]; value: string; onChange: (id: string) => void; allLabel: string; testId: string; nodeTestId: string };

export function TreeFilter({ nodes, value, onChange, allLabel, testId, nodeTestId }: Props) {
  return (
    <List dense data-testid={testId}>
      <ListItemButton selected={!value} onClick={() => onChange('')}>
        <ListItemText primary={allLabel} />
      </ListItemButton>
      {nodes.map((n) => (
        <ListItemButton
          key={n.id}
          selected={value === n.id}
          onClick={() => onChange(n.id)}
          sx={{ pl: 2 + n.depth * 2 }}
          data-testid={nodeTestId}
        >
          <ListItemText primary={n.name} />
        </ListItemButton>
      ))}
    </List>
  );
}
