import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** Who the test provider signs in next, and what it says about them. */
export type TestAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  groups?: string[];
};

export type TestOpenIdProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next sign-in at the provider logs in, without a form. */
  signInAs(account: TestAccount): void;
  close(): Promise<void>;
};

/**
 * A real OpenID provider (oidc-provider) on a loopback port, for the single sign-on tests. Its
 * interaction (login and consent) answers itself for the account given to `signInAs`, so a test or
 * a browser goes straight back to the relying party; everything else (discovery, PKCE, state, nonce,
 * signed ID tokens, userinfo, end-session) is the library's real implementation.
 */
export async function startTestOpenIdProvider(options: {
  /** The relying party's callback addresses, or a function that learns the issuer first (e2e: the
   * administrator configures the provider in the browser and reads its callback address). */
  redirectUris: string[] | ((issuer: string) => Promise<string[]>);
  postLogoutRedirectUris?: string[];
}): Promise<TestOpenIdProvider> {
  const clientId = 'intranet';
  const clientSecret = 'test-client-secret-0123456789';
  let account: TestAccount = { sub: 'nobody' };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris:
          typeof options.redirectUris === 'function'
            ? await options.redirectUris(issuer)
            : options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    scopes: ['openid', 'email', 'profile', 'groups'],
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['test-provider-cookie-key'] },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ ...account, sub }),
    }),
  });
  // The library reports every error it answers; the tests provoke some on purpose.
  provider.on('server_error', () => undefined);

  provider.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/interaction/')) return next();
    const details = await provider.interactionDetails(ctx.req, ctx.res);
    let result: Record<string, unknown>;
    if (details.prompt.name === 'login') {
      result = { login: { accountId: account.sub } };
    } else {
      const grant = new provider.Grant({
        accountId: details.session?.accountId ?? account.sub,
        clientId: details.params.client_id ?? clientId,
      });
      grant.addOIDCScope(details.params.scope ?? 'openid');
      result = { consent: { grantId: await grant.save() } };
    }
    ctx.redirect(
      await provider.interactionResult(ctx.req, ctx.res, result, { mergeWithLastSubmission: false }),
    );
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(next) {
      account = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Follows the provider's redirects (login and consent answer themselves) from its authorization URL
 * until it sends the browser back to `returnOrigin`; answers that address. A fresh cookie jar each
 * time, so every sign-in logs in anew as the current account.
 */
export async function throughProvider(authorizationUrl: string, returnOrigin: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.startsWith(returnOrigin)) return url;
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const cut = pair?.indexOf('=') ?? -1;
      if (pair && cut > 0) jar.set(pair.slice(0, cut), pair.slice(cut + 1));
    }
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider answered ${response.status} without a redirect at ${url}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects at the provider');
}
