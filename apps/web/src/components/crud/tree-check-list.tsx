// A checkable tree (menu, role and dept pickers): checking a node checks its subtree; a parent shows
// indeterminate when only some descendants are checked. Values are the checked nodes' ids plus the ancestors of
// any checked node (Blade's checked + half-checked keys), so a granted menu always comes with its parents.
import { Box, Checkbox, FormControlLabel } from '@mui/material';
import { useSeedName } from '../../i18n/seed-name.ts';
import type { TreeOption } from './crud-types.ts';

const labelOf = (n: TreeOption) => n.title ?? n.name ?? n.label ?? n.id;
const idOf = (n: TreeOption) => String(n.value ?? n.id);
const subtreeIds = (n: TreeOption): string[] => [idOf(n), ...(n.children ?? []).flatMap(subtreeIds)];

/** Keeps a parent in the set exactly when one of its descendants is. */
function normalize(nodes: TreeOption[], set: Set<string>): boolean {
  let any = false;
  for (const node of nodes) {
    const id = idOf(node);
    if (node.children?.length) {
      if (normalize(node.children, set)) set.add(id);
      else set.delete(id);
    }
    if (set.has(id)) any = true;
  }
  return any;
}

/** `ids` plus the ancestors of any of them, as the picker keeps its value. */
export function withAncestors(nodes: TreeOption[], ids: string[]): string[] {
  const set = new Set(ids);
  normalize(nodes, set);
  return [...set];
}

export function flattenTree(nodes: TreeOption[], depth = 0): { value: string; label: string; depth: number }[] {
  return nodes.flatMap((n) => [{ value: idOf(n), label: labelOf(n), depth }, ...flattenTree(n.children ?? [], depth + 1)]);
}

type Props = { nodes: TreeOption[]; value: string[]; onChange?: (value: string[]) => void; disabled?: boolean; testId?: string };

export function TreeCheckList({ nodes, value, onChange, disabled, testId }: Props) {
  const seedName = useSeedName();
  // A seeded menu reads in the user's language, as in the sidebar.
  const shownLabel = (n: TreeOption) => (n.code ? seedName(`menu.${n.code}`, labelOf(n)) : labelOf(n));
  const checked = new Set(value);
  const toggle = (node: TreeOption, on: boolean) => {
    const ids = subtreeIds(node);
    const next = new Set(checked);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    normalize(nodes, next);
    onChange?.([...next]);
  };
  const render = (list: TreeOption[], depth: number) =>
    list.map((node) => {
      const ids = subtreeIds(node);
      const count = ids.filter((id) => checked.has(id)).length;
      const all = count === ids.length;
      return (
        <Box key={idOf(node)}>
          <FormControlLabel
            sx={{ pl: depth * 3, display: 'flex', m: 0 }}
            control={
              <Checkbox
                size="small"
                checked={all}
                indeterminate={!all && count > 0}
                disabled={disabled}
                onChange={(e) => toggle(node, e.target.checked)}
              />
            }
            label={shownLabel(node)}
          />
          {node.children?.length ? render(node.children, depth + 1) : null}
        </Box>
      );
    });
  return (
    <Box data-testid={testId} sx={{ maxHeight: 320, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      {render(nodes, 0)}
    </Box>
  );
}
