import { ONE_MAILBOX_DOMAINS, SUBDOMAIN_ADDRESSING, type OneMailboxDomains } from './mailbox-providers';

/** Each domain of a one-mailbox group, to its group. */
const GROUP_OF_DOMAIN = new Map<string, OneMailboxDomains>(
  ONE_MAILBOX_DOMAINS.flatMap((group) => group.domains.map((domain) => [domain, group])),
);
const SUBDOMAIN_ADDRESSED = new Set(SUBDOMAIN_ADDRESSING.flatMap((provider) => provider.domains));

/**
 * `anything@user.fastmail.com` as `user@fastmail.com`: the domain is one label (the user) before
 * a domain with subdomain addressing. Undefined for any other domain.
 */
function subdomainAddressed(domain: string): { local: string; domain: string } | undefined {
  const dot = domain.indexOf('.');
  if (dot <= 0) return undefined;
  const base = domain.slice(dot + 1);
  return SUBDOMAIN_ADDRESSED.has(base) ? { local: domain.slice(0, dot), domain: base } : undefined;
}

/**
 * The mailbox an address delivers to, so that caps count people, not spellings, and the privacy
 * commands find every lead of a person (docs/decisions.md "A mailbox, not a spelling"):
 * lowercased; Fastmail's subdomain addressing read as the user it names; the local part cut at its
 * first `+` (plus addressing is delivered to the same mailbox by Gmail, Outlook, iCloud, Fastmail,
 * Proton and most hosts); the domains of one provider's mailbox read as its first, without the
 * characters it ignores (Gmail's dots). The providers are data: lib/mailbox/mailbox-providers.ts.
 */
export function canonicalMailbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const subdomain = subdomainAddressed(domain);
  if (subdomain) ({ local, domain } = subdomain);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const group = GROUP_OF_DOMAIN.get(domain);
  if (group) {
    for (const ignored of group.ignoredInLocalPart ?? []) local = local.replaceAll(ignored, '');
    domain = group.domains[0]!;
  }
  return `${local}@${domain}`;
}
