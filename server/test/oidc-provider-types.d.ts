/**
 * The little of oidc-provider (a devDependency without type declarations) that the tests' OpenID
 * provider uses (server/test/oidc-provider.ts).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type KoaContext = {
    path: string;
    method: string;
    req: IncomingMessage;
    res: ServerResponse;
    status: number;
    body: unknown;
    redirect(url: string): void;
  };

  export type InteractionDetails = {
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, string>;
    session?: { accountId?: string };
    grantId?: string;
  };

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    Grant: typeof Grant;
    proxy: boolean;
    use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: unknown[]) => void): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
  }
}
