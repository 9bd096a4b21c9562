import type { LegalInfo, RealtimeEndpoint, ServerConfig } from '../config';

/** What the web app needs to know at run time (all public); the app's `AppConfig`. */
export type PublicAppConfig = {
  productName: string;
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** The Firebase Auth emulator's URL, locally; null with real Firebase. */
  authEmulatorUrl: string | null;
  /** Where the API lives; empty for the same origin. */
  apiBaseUrl: string;
  /** The realtime endpoint: Ably's default (null endpoint) or the local emulator. */
  realtime: RealtimeEndpoint;
  legal: LegalInfo;
};

export function publicAppConfig(config: ServerConfig): PublicAppConfig {
  return {
    productName: 'Sprint',
    firebase: {
      apiKey: config.firebaseWebApiKey,
      authDomain: config.firebaseAuthDomain,
      projectId: config.firebaseProjectId,
    },
    authEmulatorUrl: config.authEmulatorHost ? `http://${config.authEmulatorHost}` : null,
    apiBaseUrl: '',
    realtime: config.realtime,
    legal: config.legal,
  };
}

export const CONFIG_PLACEHOLDER = '<!--sprint-config-->';

/**
 * The inline script that sets `window.__SPRINT_CONFIG__`: one build runs in every environment,
 * and the first paint needs no extra request. `<` is escaped so no value can close the script
 * element. The Content-Security-Policy allows exactly this script, by its hash.
 */
export function configScript(config: ServerConfig): string {
  const json = JSON.stringify(publicAppConfig(config)).replace(/</g, '\\u003c');
  return `window.__SPRINT_CONFIG__=${json}`;
}

/** `index.html` with the configuration script in place of the placeholder. */
export function injectAppConfig(html: string, script: string): string {
  return html.replace(CONFIG_PLACEHOLDER, `<script>${script}</script>`);
}
