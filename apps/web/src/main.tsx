import { createRoot } from 'react-dom/client';
import { startI18n } from './i18n/index.ts';
import { installErrorCapture } from './app/error-capture.ts';
import { App } from './app/app.tsx';

installErrorCapture();
void startI18n().then(() => createRoot(document.getElementById('root')!).render(<App />));
