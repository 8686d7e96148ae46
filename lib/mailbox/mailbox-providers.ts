/**
 * Mail providers whose addresses have several spellings of one mailbox, as data with the page that
 * says so (lib/mailbox/canonical-mailbox.ts applies it; docs/decisions.md "A mailbox, not a
 * spelling"). Plus addressing (`user+tag@`) is not listed: it is cut for every domain.
 *
 * Changing this list changes stored leads' `mailbox`: add a migration that recomputes it (as
 * migration 9 in lib/store/migrations.ts does), so that caps, export and erasure keep finding them.
 */

/** Domains that are one mailbox: `user@` any of them is `user@` the first. */
export interface OneMailboxDomains {
  provider: string;
  domains: readonly string[];
  /** Characters the provider ignores in the local part (Gmail's dots). */
  ignoredInLocalPart?: readonly string[];
  sources: readonly string[];
}

export const ONE_MAILBOX_DOMAINS: readonly OneMailboxDomains[] = [
  {
    provider: 'Gmail',
    domains: ['gmail.com', 'googlemail.com'],
    ignoredInLocalPart: ['.'],
    sources: ['https://support.google.com/mail/answer/7436150', 'https://support.google.com/mail/answer/10313'],
  },
  {
    provider: 'Proton Mail',
    domains: ['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'],
    // "username is the same as user_name and user.name": Proton treats the three as transparent.
    ignoredInLocalPart: ['.', '_', '-'],
    sources: ['https://proton.me/support/addresses-and-aliases', 'https://proton.me/support/change-username'],
  },
  {
    provider: 'iCloud Mail',
    domains: ['icloud.com', 'me.com', 'mac.com'],
    sources: ['https://support.apple.com/en-us/118230'],
  },
  {
    provider: 'Yandex Mail',
    domains: ['yandex.ru', 'yandex.com', 'ya.ru', 'yandex.by', 'yandex.kz', 'yandex.ua'],
    sources: [
      'https://yandex.ru/support/mail/web/preferences/about-sender.html',
      'https://github.com/deltachat/provider-db/blob/master/_providers/yandex.ru.md',
    ],
  },
];

/**
 * Domains with subdomain addressing: `anything@user.<domain>` is delivered to `user@<domain>`.
 * Fastmail's help says it works on every Fastmail domain (and on customers' own domains, which no
 * list can name); each domain stays its own mailbox (user@fastmail.com is not user@fastmail.fm).
 */
export interface SubdomainAddressing {
  provider: string;
  domains: readonly string[];
  sources: readonly string[];
}

export const SUBDOMAIN_ADDRESSING: readonly SubdomainAddressing[] = [
  {
    provider: 'Fastmail',
    domains: [
      'fastmail.com',
      'fastmail.fm',
      'fastmail.cn',
      'fastmail.co.uk',
      'fastmail.com.au',
      'fastmail.de',
      'fastmail.es',
      'fastmail.fr',
      'fastmail.im',
      'fastmail.in',
      'fastmail.jp',
      'fastmail.mx',
      'fastmail.net',
      'fastmail.nl',
      'fastmail.org',
      'fastmail.se',
      'fastmail.to',
      'fastmail.tw',
      'fastmail.uk',
      'fastmail.us',
    ],
    sources: [
      // "They work right now ... both on Fastmail domains and any personal domains."
      'https://www.fastmail.help/hc/en-us/articles/360060591053',
      // The fastmail.* domains offered for addresses.
      'https://github.com/caronc/apprise/wiki/Notify_email-Fastmail',
    ],
  },
];
