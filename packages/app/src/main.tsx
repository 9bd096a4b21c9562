import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { installErrorSuppression } from './lib/suppressErrors';
import { PRELOAD_ERROR_EVENT } from './router/lazyPage';

installErrorSuppression();

// A page's chunk is gone after a new deployment: reload once per session to get the new build;
// if it fails again, the error view shows it.
const RELOADED_KEY = 'sprint.reloadedForChunk';
window.addEventListener(PRELOAD_ERROR_EVENT, (event) => {
  if (sessionStorage.getItem(RELOADED_KEY)) return;
  sessionStorage.setItem(RELOADED_KEY, '1');
  event.preventDefault();
  window.location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
