// The design tokens first: every other stylesheet reads its custom properties.
import './styles/tokens.css';
import './app/base.css';
import { nextTask } from './lib/next-task';

// React's DOM renderer and the app arrive as two chunks, each evaluated in a task of its own: one module
// graph of both would be a single task long enough to block a slow phone's first seconds (decision 043).
const [dom, { startApp }] = await Promise.all([import('react-dom/client'), import('./app/start-app')]);
// The app starts in a task of its own, after the one that evaluated the later of the two.
await nextTask();
await startApp(dom);
