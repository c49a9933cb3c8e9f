// App-wide messages (Saber's Element `Message`): callable from anywhere, including the fetch wrapper, and shown
// stacked at the top centre for a few seconds.
import { Alert, Box } from '@mui/material';
import { createStore } from '../lib/create-store.ts';

type Severity = 'success' | 'info' | 'warning' | 'error';
type Toast = { id: number; severity: Severity; message: string };

const DURATION_MS = 3000;
const MAX_SHOWN = 4;
const store = createStore<{ toasts: Toast[] }>({ toasts: [] });
let nextId = 1;

function show(severity: Severity, message: string): void {
  // Several calls failing the same way at once (a 401 on every request) show one message.
  if (store.get().toasts.some((t) => t.message === message && t.severity === severity)) return;
  const id = nextId++;
  store.set(({ toasts }) => ({ toasts: [...toasts, { id, severity, message }].slice(-MAX_SHOWN) }));
  window.setTimeout(() => dismiss(id), DURATION_MS);
}

function dismiss(id: number): void {
  store.set(({ toasts }) => ({ toasts: toasts.filter((t) => t.id !== id) }));
}

export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  error: (message: string) => show('error', message),
};

export function Toaster() {
  const toasts = store.use((s) => s.toasts);
  if (!toasts.length) return null;
  return (
    <Box sx={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 2000, display: 'grid', gap: 1 }}>
      {toasts.map((t) => (
        <Alert key={t.id} severity={t.severity} variant="filled" data-testid="toast" onClose={() => dismiss(t.id)} sx={{ minWidth: 280 }}>
          {t.message}
        </Alert>
      ))}
    </Box>
  );
}
