// App-wide messages (Saber's Element `Message`): callable from anywhere, including the fetch wrapper, and shown
// stacked at the top centre for a few seconds (toast-store.ts).
import { Alert, Box } from '@mui/material';
import { useEffect } from 'react';
import { dismissToast, showToast, toastDrawn, toastStore, type Toast } from './toast-store.ts';

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
        <ToastMessage key={t.id} toast={t} />
      ))}
    </Box>
  );
}

function ToastMessage({ toast: { id, severity, message } }: { toast: Toast }) {
  // After the first paint: the message's time starts once a person can read it.
  useEffect(() => toastDrawn(id), [id]);
  return (
    <Alert severity={severity} variant="filled" data-testid="toast" onClose={() => dismissToast(id)} sx={{ minWidth: 280 }}>
      {message}
    </Alert>
  );
}
