import { env, type Env } from '@/lib/settings/env';

/**
 * Chrome's origin-trial token for WebMCP (WEBMCP_ORIGIN_TRIAL_TOKEN), as a `<meta http-equiv>` in
 * the page's head: Chrome then turns WebMCP on for this page for visitors without the browser flag,
 * and the page's tools reach their agents. Nothing without a token. Pages are prerendered, so the
 * token is the build's. The element is no script: the page's Content-Security-Policy, made of its
 * inline scripts' hashes, is the same with it or without.
 */
export function OriginTrialMeta({ settings = env() }: { settings?: Pick<Env, 'WEBMCP_ORIGIN_TRIAL_TOKEN'> }) {
  const token = settings.WEBMCP_ORIGIN_TRIAL_TOKEN;
  return token ? <meta httpEquiv="origin-trial" content={token} /> : null;
}
