/**
 * A mailbox with many addresses (docs/decisions.md "A mailbox, not a spelling"): Fastmail's
 * subdomain addressing and the providers whose domains are one mailbox, from the data in
 * lib/mailbox/mailbox-providers.ts, with plus addressing and Gmail's dots.
 */
import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from '@/lib/mailbox/canonical-mailbox';
import { ONE_MAILBOX_DOMAINS, SUBDOMAIN_ADDRESSING } from '@/lib/mailbox/mailbox-providers';

describe('canonicalMailbox', () => {
  it.each([
    // Gmail: dots and googlemail.com; plus addressing is cut everywhere, dots matter elsewhere.
    ['Victim@Gmail.com', 'victim@gmail.com'],
    ['victim+1@gmail.com', 'victim@gmail.com'],
    ['v.ictim@gmail.com', 'victim@gmail.com'],
    ['VICTIM+promo@GMAIL.COM', 'victim@gmail.com'],
    ['v.i.c.t.i.m+a+b@googlemail.com', 'victim@gmail.com'],
    ['ana.ferreira+news@example.pt', 'ana.ferreira@example.pt'],
    ['Ana.Ferreira@Example.PT', 'ana.ferreira@example.pt'],
    // A local part that starts with "+" has no mailbox before it: kept whole.
    ['+tag@example.com', '+tag@example.com'],
    // Fastmail: anything@user.<fastmail domain> is user@<that domain>; each domain stays its own.
    ['shop@ana.fastmail.com', 'ana@fastmail.com'],
    ['News+x@Ana.FastMail.FM', 'ana@fastmail.fm'],
    ['ana+news@fastmail.com', 'ana@fastmail.com'],
    ['bank@ana.fastmail.co.uk', 'ana@fastmail.co.uk'],
    ['ana@fastmail.fm', 'ana@fastmail.fm'],
    // Only one label before the Fastmail domain names a user; other hosts' subdomains are left alone.
    ['shop@a.b.fastmail.com', 'shop@a.b.fastmail.com'],
    ['shop@ana.example.com', 'shop@ana.example.com'],
    ['shop@ana.notfastmail.com', 'shop@ana.notfastmail.com'],
    // Proton: four domains, one mailbox; dots, hyphens and underscores are transparent.
    ['ana.silva@protonmail.com', 'anasilva@proton.me'],
    ['ana_silva+x@pm.me', 'anasilva@proton.me'],
    ['Ana-Silva@ProtonMail.ch', 'anasilva@proton.me'],
    ['anasilva@proton.me', 'anasilva@proton.me'],
    // iCloud: icloud.com, me.com and mac.com are one mailbox; dots matter there.
    ['ana.silva@me.com', 'ana.silva@icloud.com'],
    ['ana.silva+shop@mac.com', 'ana.silva@icloud.com'],
    ['Ana.Silva@iCloud.com', 'ana.silva@icloud.com'],
    // Yandex's domains.
    ['ivan@ya.ru', 'ivan@yandex.ru'],
    ['ivan@yandex.com', 'ivan@yandex.ru'],
    ['ivan+x@yandex.kz', 'ivan@yandex.ru'],
    ['ivan@yandex.ua', 'ivan@yandex.ru'],
    ['ivan@yandex.by', 'ivan@yandex.ru'],
  ])('%s → %s', (email, mailbox) => {
    expect(canonicalMailbox(email)).toBe(mailbox);
  });

  it('reads every domain of a one-mailbox provider as the same mailbox', () => {
    for (const { domains } of ONE_MAILBOX_DOMAINS) {
      const mailboxes = new Set(domains.map((domain) => canonicalMailbox(`someone@${domain}`)));
      expect(mailboxes, domains.join(' ')).toEqual(new Set([`someone@${domains[0]}`]));
    }
  });

  it('keeps the list as data with its sources', () => {
    for (const entry of [...ONE_MAILBOX_DOMAINS, ...SUBDOMAIN_ADDRESSING]) {
      expect(entry.sources.length, entry.provider).toBeGreaterThan(0);
      for (const source of entry.sources) expect(new URL(source).protocol, source).toBe('https:');
    }
    // No domain in two places: it would have two mailboxes.
    const domains = [...ONE_MAILBOX_DOMAINS, ...SUBDOMAIN_ADDRESSING].flatMap((entry) => entry.domains);
    expect(new Set(domains).size).toBe(domains.length);
  });
});
