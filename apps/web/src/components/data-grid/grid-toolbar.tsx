// The grid's toolbar: the column choice, the density, a CSV copy of the rows shown, and a refresh. The grid's own
// parts (panel trigger, export, icon buttons) in the grid's own words (localeText), the refresh in the console's.
import RefreshIcon from '@mui/icons-material/Refresh';
import { Menu, MenuItem, Tooltip } from '@mui/material';
import {
  ColumnsPanelTrigger,
  ExportCsv,
  gridDensitySelector,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
  useGridRootProps,
  useGridSelector,
  type GridDensity,
} from '@mui/x-data-grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    onRefresh?: () => void;
    /** The CSV file's name, without its extension. */
    exportName?: string;
  }
}

const DENSITIES: Array<{ density: GridDensity; label: 'toolbarDensityCompact' | 'toolbarDensityStandard' | 'toolbarDensityComfortable' }> =
  [
    { density: 'compact', label: 'toolbarDensityCompact' },
    { density: 'standard', label: 'toolbarDensityStandard' },
    { density: 'comfortable', label: 'toolbarDensityComfortable' },
  ];

function DensityMenu() {
  const apiRef = useGridApiContext();
  const rootProps = useGridRootProps();
  const density = useGridSelector(apiRef, gridDensitySelector);
  // The button the menu hangs from, while it is open.
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = !!anchor;
  const icons = {
    compact: rootProps.slots.densityCompactIcon,
    standard: rootProps.slots.densityStandardIcon,
    comfortable: rootProps.slots.densityComfortableIcon,
  };
  const Icon = icons[density];
  const text = rootProps.localeText;
  const label = text.toolbarDensityLabel;
  return (
    <>
      <Tooltip title={label}>
        <ToolbarButton aria-label={label} aria-haspopup="menu" aria-expanded={open} onClick={(e) => setAnchor(e.currentTarget)}>
          <Icon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {DENSITIES.map((d) => {
          const ItemIcon = icons[d.density];
          return (
            <MenuItem
              key={d.density}
              selected={d.density === density}
              onClick={() => {
                apiRef.current.setDensity(d.density);
                setAnchor(null);
              }}
            >
              <ItemIcon fontSize="small" style={{ marginRight: 8 }} />
              {text[d.label]}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

export function GridToolbar({ onRefresh, exportName }: { onRefresh?: () => void; exportName?: string }) {
  const { t } = useTranslation(['crud']);
  const rootProps = useGridRootProps();
  const columnsLabel = rootProps.localeText.toolbarColumns;
  const exportLabel = rootProps.localeText.toolbarExportCSV;
  return (
    <Toolbar>
      <Tooltip title={columnsLabel}>
        <ColumnsPanelTrigger render={<ToolbarButton aria-label={columnsLabel} />}>
          <rootProps.slots.columnSelectorIcon fontSize="small" />
        </ColumnsPanelTrigger>
      </Tooltip>
      <DensityMenu />
      <Tooltip title={exportLabel}>
        {/* A BOM first: spreadsheet programs then read the Chinese text as UTF-8. */}
        <ExportCsv render={<ToolbarButton aria-label={exportLabel} />} options={{ fileName: exportName, utf8WithBom: true }}>
          <rootProps.slots.exportIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      {onRefresh && (
        <Tooltip title={t('crud:list.refresh')}>
          <ToolbarButton aria-label={t('crud:list.refresh')} onClick={onRefresh} data-testid="grid-refresh">
            <RefreshIcon fontSize="small" />
          </ToolbarButton>
        </Tooltip>
      )}
    </Toolbar>
  );
}
