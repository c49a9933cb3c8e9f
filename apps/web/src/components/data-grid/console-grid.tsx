// Every list of the console: MUI X's community DataGrid (grid-view.tsx), loaded with the first list a screen shows,
// so neither the sign-in page nor the home loads it. Until it has come, the list's room is kept (no jump of the page).
import { Box } from '@mui/material';
import { lazy, Suspense } from 'react';
import { LIST_HEIGHT, type ConsoleGridProps } from './grid-types.ts';

export type { ConsoleGridProps, ListColumn, ListSort, RowAction } from './grid-types.ts';

const GridView = lazy(() => import('./grid-view.tsx').then((m) => ({ default: m.GridView })));

export function ConsoleGrid<R extends object>(props: ConsoleGridProps<R>) {
  return (
    <Suspense fallback={<Box sx={{ height: props.height ?? LIST_HEIGHT }} />}>
      <GridView {...(props as unknown as ConsoleGridProps<object>)} />
    </Suspense>
  );
}
