/**
 * The little of oidc-provider (a devDependency without types of its own) that the OAuth stand-in
 * uses (test/oauthStandIn.ts). Test code only.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Token = { clientId: string; accountId: string };

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    readonly AccessToken: { find(token: string): Promise<Token | undefined> };
    readonly RefreshToken: { find(token: string): Promise<Token | undefined> };
  }
}
