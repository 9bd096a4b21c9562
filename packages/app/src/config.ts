import type { PublicAppConfig } from '@sprint/server';

/**
 * What differs between environments, read at run time: the API server writes it into
 * `index.html` (`window.__SPRINT_CONFIG__`, shaped by `publicAppConfig` in @sprint/server), so
 * one build runs everywhere. Without it (the Vite dev server, stories) the local demo's values
 * apply.
 */
export type AppConfig = PublicAppConfig;

declare global {
  // Declaration merging with the DOM's Window needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    __SPRINT_CONFIG__?: Partial<AppConfig>;
  }
}

export const localDemoConfig: AppConfig = {
  productName: 'Sprint',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-sprint.firebaseapp.com',
    projectId: 'demo-sprint',
  },
  authEmulatorUrl: 'http://127.0.0.1:9099',
  apiBaseUrl: '',
  realtime: { endpoint: '127.0.0.1', port: 9299, tls: false },
  legal: {
    operator: 'Sprint Demo GmbH',
    street: 'Musterstraße 1',
    city: '20095 Hamburg',
    email: 'kontakt@sprint-demo.de',
    phone: '+49 40 123456-0',
    representative: 'Clara Chef (Geschäftsführerin)',
    register: 'Amtsgericht Hamburg, HRB 123456',
    vatId: 'DE123456789',
  },
};

function readConfig(): AppConfig {
  const injected = typeof window === 'undefined' ? undefined : window.__SPRINT_CONFIG__;
  return {
    ...localDemoConfig,
    ...injected,
    firebase: { ...localDemoConfig.firebase, ...injected?.firebase },
    legal: { ...localDemoConfig.legal, ...injected?.legal },
  };
}

export const config: AppConfig = readConfig();
