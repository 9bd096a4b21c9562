import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadFirebase } from './auth/loadFirebase';
import { readStoredCustomerId } from './auth/storage';
import { installErrorSuppression } from './lib/suppressErrors';
import { PRELOAD_ERROR_EVENT } from './router/lazyPage';

installErrorSuppression();

// Someone signed in in this browser before (a reload, a new tab): Firebase starts restoring the
// session now, beside React's first render, not after it; the sign-in check and its 500 ms wait
// begin that much sooner. A first visit loads Firebase only after its first paint (AuthProvider).
if (readStoredCustomerId() !== null) void loadFirebase();

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
