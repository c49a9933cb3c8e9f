// A row's action buttons inside the grid's actions cell, which gives them the grid's keyboard behaviour (the cell
// reached by arrow keys focuses its first button, left and right move between them, Enter or Space presses one). On
// a narrow screen the buttons go into one menu per row, so a phone reaches them without scrolling the page sideways.
import { Button } from '@mui/material';
import { GridActionsCell, GridActionsCellItem, type GridRenderCellParams } from '@mui/x-data-grid';

import type { RowAction } from './grid-types.ts';

/** The width of the narrow screen's actions column: its one menu button. */
export const MENU_COLUMN_WIDTH = 64;

/**
 * The actions column's width: the widest row's buttons (or the header) with the cell's padding. Text is measured by
 * its characters at the buttons' 13 px (Chinese ones a full 13, others a little over half), a few pixels over rather
 * than under: a button cut off at the column's edge could not be clicked.
 */
export function actionsWidth(header: string, rows: RowAction[][]): number {
  const textWidth = (text: string) => [...text].reduce((sum, c) => sum + (c.codePointAt(0)! > 0x2e80 ? 14 : 8), 0);
  const BUTTON_PADDING = 16;
  const GAP = 4;
  const CELL_PADDING = 24;
  const rowWidth = (buttons: RowAction[]) =>
    buttons.reduce((sum, b) => sum + textWidth(b.label) + BUTTON_PADDING, 0) + GAP * Math.max(0, buttons.length - 1);
  return CELL_PADDING + Math.max(textWidth(header), ...rows.map(rowWidth));
}

export function RowActionsCell({ params, actions, asMenu }: { params: GridRenderCellParams; actions: RowAction[]; asMenu: boolean }) {
  // A click acts on its own: it does not also pick the row (the grid's row click).
  const run = (action: RowAction) => (e: { stopPropagation: () => void }) => {
    e.stopPropagation();
    action.onClick();
  };
  if (asMenu)
    return (
      <GridActionsCell {...params}>
        {actions.map((action) => (
          <GridActionsCellItem key={action.key} showInMenu label={action.label} data-testid={`row-${action.key}`} onClick={run(action)} />
        ))}
      </GridActionsCell>
    );
  return (
    // Text buttons rather than the grid's icon buttons: the labels are the ones Saber's lists show.
    <GridActionsCell {...params} suppressChildrenValidation>
      {actions.map((action) => (
        <Button key={action.key} size="small" sx={{ minWidth: 0, px: 1 }} data-testid={`row-${action.key}`} onClick={run(action)}>
          {action.label}
        </Button>
      ))}
    </GridActionsCell>
  );
}
