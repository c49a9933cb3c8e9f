// The root: MUI theme from the chosen theme and colour, the router, and the app-wide toast and confirm hosts.
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { ConfirmHost } from '../components/confirm.tsx';
import { Toaster } from '../components/toast.tsx';
import { useSettings } from '../store/settings-store.ts';
import { createAppTheme } from '../theme/create-app-theme.ts';
import { router } from './router.tsx';

export function App() {
  const themeName = useSettings((s) => s.themeName);
  const color = useSettings((s) => s.colorName);
  const theme = useMemo(() => createAppTheme(themeName, color), [themeName, color]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
      <Toaster />
      <ConfirmHost />
    </ThemeProvider>
  );
}
