// The classification tree as a pick list (the /sort page and the entry screen): "all" first, then every node
// indented by depth; picking one hands its id ('' for all) to the caller.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenTreeNodes, TreeFilter, type FlatNode } from '../../components/tree-filter.tsx';
import { classificationKey, useSeedName } from '../../i18n/seed-name.ts';
import { fetchClassificationTree } from './api.ts';

/** Loads the tree; `failed` when the caller may not read it (no session or no entry menu). */
export function useClassificationTree(version = 0) {
  const [nodes, setNodes] = useState<FlatNode[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchClassificationTree(true)
      .then((tree) => {
        if (live) setNodes(flattenTreeNodes(tree));
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [version]);
  return { nodes, failed };
}

export function ClassificationTree({ nodes, value, onChange }: { nodes: FlatNode[]; value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation(['translate']);
  const seedName = useSeedName();
  // The starter term base's classifications read in English in English (seed-name.ts).
  const shown = useMemo(() => nodes.map((n) => ({ ...n, name: seedName(classificationKey(n.name), n.name) })), [nodes, seedName]);
  return (
    <TreeFilter
      nodes={shown}
      value={value}
      onChange={onChange}
      allLabel={t('translate:entry.allClasses')}
      testId="classification-tree"
      nodeTestId="classification-node"
    />
  );
}
