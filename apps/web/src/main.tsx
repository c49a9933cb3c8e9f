import { createRoot } from 'react-dom/client';
import { StartPage } from './start-page.tsx';

createRoot(document.getElementById('root')!).render(<StartPage />);
