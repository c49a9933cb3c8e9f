// The list's look, as one style rule on its root: rows and cells are plain elements with class names, so a page of
// rows costs no style work per cell. Colours follow the theme (light or dark, and its primary colour).
import { alpha, type SxProps, type Theme } from '@mui/material';

const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 40;
/** The list's height on a page: its rows scroll inside, under a header that stays. */
const LIST_HEIGHT = 560;
/** The pagination below the rows, with room to spare: the empty list's message is centred in what is left. */
const FOOTER_HEIGHT = 110;

export const listTableSx: SxProps<Theme> = (theme) => ({
  height: LIST_HEIGHT,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: `${theme.shape.borderRadius}px`,
  fontSize: theme.typography.body2.fontSize,
  '& .list-grid': { flex: 1, overflow: 'auto', position: 'relative' },
  '& .list-row': {
    display: 'grid',
    gridTemplateColumns: 'var(--list-columns)',
    minWidth: 'var(--list-min-width)',
  },
  '& .list-row:not(.list-header):hover': { backgroundColor: theme.palette.action.hover },
  '& .list-row-selected, & .list-row-selected:not(.list-header):hover': {
    backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
  },
  '& .list-row-picked': { backgroundColor: theme.palette.action.selected },
  '& .list-row-link': { cursor: 'pointer' },
  '& .list-cell': {
    height: ROW_HEIGHT,
    lineHeight: `${ROW_HEIGHT}px`,
    padding: '0 10px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& .list-header': {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: theme.palette.background.paper,
  },
  '& .list-head': { height: HEADER_HEIGHT, lineHeight: `${HEADER_HEIGHT}px`, fontWeight: theme.typography.fontWeightMedium },
  // The rows' action buttons: text buttons in the theme's primary colour, plain elements (a page of rows holds dozens).
  '& .list-actions': { display: 'flex', alignItems: 'center', gap: '4px' },
  '& .list-action': {
    all: 'unset',
    cursor: 'pointer',
    padding: '4px 8px',
    borderRadius: `${theme.shape.borderRadius}px`,
    lineHeight: 1.5,
    fontSize: '0.8125rem',
    fontWeight: theme.typography.fontWeightMedium,
    color: theme.palette.primary.main,
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .list-box-cell': { display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 0 },
  '& .list-box': { width: 16, height: 16, margin: 0, cursor: 'pointer', accentColor: theme.palette.primary.main },
  '& .list-sort': {
    all: 'unset',
    cursor: 'pointer',
    // The whole header is the button: a click anywhere on it sorts.
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    '& > span': { overflow: 'hidden', textOverflow: 'ellipsis' },
  },
  '& .list-arrow': { fontSize: 18, opacity: 0, color: theme.palette.text.secondary },
  '& .list-sort:hover .list-arrow, & .list-sort:focus-visible .list-arrow': { opacity: 0.5 },
  '& .list-arrow.list-arrow-on': { opacity: 1 },
  '& .list-loading': { position: 'sticky', top: HEADER_HEIGHT + 1, zIndex: 1, height: 2, marginBottom: '-2px' },
  '& .list-empty': { position: 'sticky', left: 0, height: LIST_HEIGHT - HEADER_HEIGHT - FOOTER_HEIGHT, minWidth: 0 },
  '& .list-footer': {
    display: 'flex',
    alignItems: 'center',
    borderTop: `1px solid ${theme.palette.divider}`,
    '& .list-selected': { paddingLeft: '16px', color: theme.palette.text.secondary },
    '& .MuiTablePagination-root': { marginLeft: 'auto' },
  },
});
