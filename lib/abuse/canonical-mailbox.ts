/** Domains that are one mailbox service: Gmail ignores dots in the local part and reads both alike. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, so that caps count people, not spellings (docs/decisions.md "A
 * mailbox, not a spelling"): lowercased; the local part cut at its first `+` (plus addressing is
 * delivered to the same mailbox by Gmail, Outlook, iCloud, Fastmail, Proton and most hosts); for
 * Gmail, dots removed and `googlemail.com` read as `gmail.com`.
 */
export function canonicalMailbox(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
