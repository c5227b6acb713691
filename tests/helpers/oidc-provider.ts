import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the provider asserts about one of its users (the login typed in its form is the `sub`). */
export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

/** Options of a local OpenID provider with one registered confidential client. */
export interface LocalProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The relying party's callback URL(s). */
  redirectUris: string[];
  /** Users by subject; more can be added later through `accounts`. */
  accounts?: Record<string, ProviderAccount>;
  /** How the provider signs ID tokens for the client. */
  idTokenAlg?: 'RS256' | 'ES256';
}

/** A running provider: its issuer URL, its users, and how to stop it. */
export interface LocalProvider {
  issuer: string;
  accounts: Map<string, ProviderAccount>;
  close(): Promise<void>;
}

// oidc-provider ships no type declarations: these are the parts of its API this helper touches.
interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface ProviderContext {
  oidc: {
    client?: { clientId: string };
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    provider: { Grant: { new (init: { clientId: string; accountId: string }): Grant; find(id: string): Promise<Grant | undefined> } };
  };
}
interface Provider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}
type ProviderConstructor = new (issuer: string, configuration: Record<string, unknown>) => Provider;

/** Starts `oidc-provider` on a free 127.0.0.1 port with its development login form and consent granted automatically. */
export async function startLocalProvider(options: LocalProviderOptions): Promise<LocalProvider> {
  const moduleName = 'oidc-provider';
  const { default: Provider } = (await import(moduleName)) as { default: ProviderConstructor };
  const accounts = new Map(Object.entries(options.accounts ?? {}));

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: options.idTokenAlg ?? 'RS256',
      },
    ],
    jwks: { keys: [signingJwk('rsa', 'RS256'), signingJwk('ec', 'ES256')] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Put the e-mail and name into the ID token itself, as Google does.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: { Session: 600, Grant: 600, Interaction: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: () => ({ sub, ...account }) };
    },
    // A first-party client: grant the requested scopes without a consent screen.
    async loadExistingGrant(ctx: ProviderContext) {
      const { client, session, result, provider: self } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return self.Grant.find(grantId);
      const grant = new self.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    accounts,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function signingJwk(type: 'rsa' | 'ec', alg: 'RS256' | 'ES256') {
  const { privateKey } =
    type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...privateKey.export({ format: 'jwk' }), kid: `${alg.toLowerCase()}-${randomBytes(4).toString('hex')}`, alg, use: 'sig' };
}
