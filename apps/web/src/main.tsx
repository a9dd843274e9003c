import '@fontsource-variable/plus-jakarta-sans';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

// After a deploy, a tab still running the old build asks for chunks that no longer exist: load the new build
// once instead of showing an error screen. The timestamp keeps a real outage from becoming a reload loop.
window.addEventListener('vite:preloadError', (event) => {
  const key = 'labora.reloadedForChunk';
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 10_000) return;
  event.preventDefault();
  sessionStorage.setItem(key, String(Date.now()));
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
