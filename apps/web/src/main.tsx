import { createRoot } from 'react-dom/client';
import './i18n/index.ts';
import { installErrorCapture } from './app/error-capture.ts';
import { App } from './app/app.tsx';

installErrorCapture();
createRoot(document.getElementById('root')!).render(<App />);
