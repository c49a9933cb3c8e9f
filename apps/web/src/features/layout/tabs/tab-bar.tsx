// The tab bar (spec 2 and 4): one tab per visited page, close buttons where the tab rules allow, and a
// right-click menu: clear cache (after confirmation), close others, close all.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Menu, MenuItem, Tab, Tabs } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeedName } from '../../../i18n/seed-name.ts';
import { useNavigate } from 'react-router';
import { confirm } from '../../../components/confirm.tsx';
import { toast } from '../../../components/toast.tsx';
import { clearServerCache } from '../../../session/auth-api.ts';
import { closeAllTags, closeOtherTags, closeTag, useTags } from '../../../store/tags-store.ts';
import type { Tag } from '../../../store/types.ts';
import { asyncHandler } from '../../../app/error-capture.ts';

export function TabBar() {
  const { t } = useTranslation(['layout']);
  const theme = useTheme();
  const navigate = useNavigate();
  const tagList = useTags((s) => s.tagList);
  const current = useTags((s) => s.tag);
  const [menu, setMenu] = useState<{ x: number; y: number; tag: Tag } | null>(null);
  const seedName = useSeedName();
  // A menu's tab is named as the sidebar names it (seed-name.ts); a route's by its key.
  const label = (tag: Tag) =>
    tag.labelKey?.startsWith('seed:menu.')
      ? seedName(`menu.${tag.labelKey.slice('seed:menu.'.length)}`, tag.label)
      : tag.labelKey
        ? t(tag.labelKey, { defaultValue: tag.label })
        : tag.label;
  const selected = tagList.some((tag) => tag.value === current.value) ? current.value : false;

  const close = (event: MouseEvent, tag: Tag) => {
    event.stopPropagation();
    const next = closeTag(tag.value);
    if (next) void navigate(next.value);
  };
  const clearCache = async () => {
    setMenu(null);
    if (!(await confirm(t('layout:tabs.clearCacheConfirm')))) return;
    await clearServerCache()
      .then(() => toast.success(t('layout:tabs.cacheCleared')))
      .catch(() => undefined);
  };
  const closeOthers = () => {
    if (!menu) return;
    closeOtherTags(menu.tag.value);
    setMenu(null);
    void navigate(menu.tag.value);
  };
  const closeAll = () => {
    setMenu(null);
    void navigate(closeAllTags().value);
  };

  return (
    <Box sx={{ flex: 'none', bgcolor: theme.layout.tabs.bg, borderBottom: 1, borderColor: 'divider', px: 1 }} data-testid="tab-bar">
      {/* Scroll buttons always in place (invisible while there is nothing to scroll): with "auto" they appeared when the
          bar first overflowed and narrowed it while the bar was still scrolling to the new tab, which then stopped
          short, partly hidden behind the new button. */}
      <Tabs value={selected} variant="scrollable" scrollButtons allowScrollButtonsMobile sx={{ minHeight: 40 }}>
        {tagList.map((tag) => (
          <Tab
            key={tag.value}
            value={tag.value}
            data-tab={tag.value}
            aria-label={label(tag)}
            onClick={() => void navigate(tag.value)}
            onContextMenu={(e) => {
              e.preventDefault();
              setMenu({ x: e.clientX, y: e.clientY, tag });
            }}
            sx={{ minHeight: 40, py: 0, textTransform: 'none', color: theme.layout.tabs.fg }}
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {label(tag)}
                {tag.close && (
                  <Box
                    component="span"
                    role="button"
                    aria-label={t('layout:tabs.close', { name: label(tag) })}
                    onClick={(e: MouseEvent) => close(e, tag)}
                    sx={{ display: 'inline-flex', borderRadius: '50%', '&:hover': { bgcolor: 'action.hover' } }}
                  >
                    <CloseIcon sx={{ fontSize: 14 }} />
                  </Box>
                )}
              </Box>
            }
          />
        ))}
      </Tabs>
      <Menu
        open={!!menu}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.y, left: menu.x } : undefined}
      >
        <MenuItem onClick={asyncHandler(clearCache)}>{t('layout:tabs.clearCache')}</MenuItem>
        <MenuItem onClick={closeOthers}>{t('layout:tabs.closeOthers')}</MenuItem>
        <MenuItem onClick={closeAll}>{t('layout:tabs.closeAll')}</MenuItem>
      </Menu>
    </Box>
  );
}
