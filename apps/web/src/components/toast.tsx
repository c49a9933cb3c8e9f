// App-wide messages (Saber's Element `Message`): callable from anywhere, including the fetch wrapper, and shown
// stacked at the top centre for a few seconds (toast-store.ts).
import { Alert, Box } from '@mui/material';
import { dismissToast, showToast, toastStore } from './toast-store.ts';

export const toast = {
  success: (message: string) => showToast('success', message),
  info: (message: string) => showToast('info', message),
  warning: (message: string) => showToast('warning', message),
  error: (message: string) => showToast('error', message),
};

export function Toaster() {
  const toasts = toastStore.use((s) => s.toasts);
  if (!toasts.length) return null;
  return (
    <Box sx={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 2000, display: 'grid', gap: 1 }}>
      {toasts.map((t) => (
        <Alert key={t.id} severity={t.severity} variant="filled" data-testid="toast" onClose={() => dismissToast(t.id)} sx={{ minWidth: 280 }}>
          {t.message}
        </Alert>
      ))}
    </Box>
  );
}
