/**
 * The map of the site the copy editor follows (docs/decisions.md "The editor follows the site"):
 * each page of the editor, its sections in plain words, where a section shows, and the keys of
 * messages/*.json it holds. Keys stay the code's business: a marketer sees the titles, the help and
 * the labels, never a key. Every key belongs to exactly one section (tests/unit/copy-sections.test.ts
 * fails when a new key has no place or two), and a section holds keys under one top-level group of
 * the files, so it shows as one block.
 */

import { operations, type OperationSlug } from '@/lib/operations/registry';
import { ESTIMATE_PAGE_PATH } from '@/lib/pricing/estimate-path';
import { BOOK_PAGE_PATH, CANCEL_PAGE_PATH } from '@/lib/scheduling/scheduling-paths';
import { NOT_FOUND_PATH } from '@/lib/site/not-found-path';
import { formPagePath } from '@/lib/site/site-pages';

/** Where a section shows when it is not on a web page: the box's help says so instead of a link. */
export const OFF_SITE_PLACES = {
  emails: 'in emails',
  brochure: 'in the brochure (PDF)',
  quotation: 'in the quotation (PDF) and its answer',
  assistants: 'to AI assistants and apps that send requests',
} as const;
export type OffSitePlace = keyof typeof OFF_SITE_PLACES;

export interface CopySection {
  title: string;
  help: string;
  /** The path after `/{locale}` of the page it shows on (`''` for the home page), or an off-site place. */
  where: string | OffSitePlace;
  /** Keys, or groups of keys ending in a dot (`product.onboarding.`). */
  keys: readonly string[];
  /** Plain labels for some keys (by full key); the others are worded from the key's last parts. */
  labels?: Readonly<Record<string, string>>;
  /** Lists of choices: each box is labelled by its English text (a choice names itself). */
  labelFromEnglish?: boolean;
}

export interface CopyPage {
  /** Part of the editor's address (`/keystatic/singleton/home-es`). */
  id: string;
  title: string;
  sections: readonly CopySection[];
}

/**
 * How the editor names an operation's form ("Quote form", "Demo form"): from its slug, so a new
 * operation is named without a line here, and not from its copy (`operations.<slug>.leadName`),
 * which the editor's code must not import (docs/decisions.md "The editor imports no file it writes").
 */
const formName = (slug: OperationSlug) => `${slug.charAt(0).toUpperCase()}${slug.slice(1).replaceAll('-', ' ')} form`;

/** An operation's form page: from the registry, so a new operation has its page in the editor without a line here. */
const form = (slug: OperationSlug): CopyPage => ({
  id: slug,
  title: formName(slug),
  sections: [
    {
      title: 'Heading and introduction',
      help: 'The top of the form page, its send button, and how assistants are told to fill in its boxes.',
      where: formPagePath(slug),
      keys: [`operations.${slug}.page.`],
    },
    {
      title: 'Its name elsewhere',
      help: 'How the rest of the site names this request: its button in the menu and on the home page, its title and description for assistants, and its name in the team’s emails.',
      where: '',
      keys: [`operations.${slug}.title`, `operations.${slug}.description`, `operations.${slug}.cta`, `operations.${slug}.leadName`],
    },
    {
      title: 'After sending',
      help: 'What the page says once the form is sent.',
      where: formPagePath(slug),
      keys: [`operations.${slug}.success`, `operations.${slug}.successWithoutConfirmation`, `operations.${slug}.next`],
    },
    ...(FORM_EXTRAS[slug] ?? []),
  ],
});

/** What every form shares shows on each of them: the first one's page stands for all. */
const ANY_FORM = formPagePath(operations[0]!.slug);

/** Sections only one form has. */
const FORM_EXTRAS: Partial<Record<OperationSlug, CopySection[]>> = {
  demo: [
    {
      title: 'Choosing a time on the form',
      help: 'The free times offered on the demo form, and the answer once a time is booked.',
      where: formPagePath('demo'),
      keys: ['scheduling.picker.', 'scheduling.form.', 'scheduling.zone.', 'scheduling.answer.'],
      labels: { 'scheduling.zone.label': 'Zone: a time zone named by its city' },
    },
  ],
};

const confirmation = (slug: OperationSlug): CopySection => ({
  title: `Confirmation: ${formName(slug)}`,
  help: `The email a person receives after sending the ${formName(slug).toLowerCase()}. The greeting and signature are under "Every confirmation email".`,
  where: 'emails',
  keys: [`operations.${slug}.confirmation.`],
});

/** The home page's id: its photo (lib/home-picture/home-picture-collection.ts, `besideCopyPage`) is listed with its words. */
export const HOME_COPY_PAGE_ID = 'home';

export const COPY_PAGES: readonly CopyPage[] = [
  {
    id: HOME_COPY_PAGE_ID,
    title: 'Home page',
    sections: [
      {
        title: 'Headline and introduction',
        help: 'The big headline at the top of the home page and the sentence beneath it.',
        where: '',
        keys: ['product.tagline', 'product.intro'],
        labels: { 'product.tagline': 'Headline', 'product.intro': 'Introduction under the headline' },
      },
      {
        title: 'Sports',
        help: 'The part naming the kinds of venue that use the product.',
        where: '',
        keys: ['product.sportsTitle', 'product.sportsText'],
        labels: { 'product.sportsTitle': 'Heading', 'product.sportsText': 'Text' },
      },
      {
        title: 'Features',
        help: 'The heading above the feature cards (the cards themselves are edited with the feature cards).',
        where: '',
        keys: ['product.featuresTitle'],
        labels: { 'product.featuresTitle': 'Heading' },
      },
      {
        title: 'Your brand',
        help: 'The part about the club’s own brand, with its link to "your club".',
        where: '',
        keys: ['product.whiteLabelTitle', 'product.whiteLabelText', 'product.yourClubLink'],
        labels: { 'product.whiteLabelTitle': 'Heading', 'product.whiteLabelText': 'Text', 'product.yourClubLink': 'Link to your club' },
      },
      {
        title: 'The owner’s view',
        help: 'The part beside the drawing of the owner’s dashboard (occupancy, revenue, no-shows); the pricing page shows the same heading and text.',
        where: '',
        keys: ['product.ownerTitle', 'product.ownerText'],
        labels: { 'product.ownerTitle': 'Heading', 'product.ownerText': 'Text' },
      },
      {
        title: 'Customer stories',
        help: 'The heading above the customer stories (the stories themselves are edited with the stories).',
        where: '',
        keys: ['stories.title'],
        labels: { 'stories.title': 'Heading' },
      },
      {
        title: 'How it works',
        help: 'The steps from the first call to the launch.',
        where: '',
        keys: ['product.onboardingTitle', 'product.onboarding.'],
        labels: {
          'product.onboardingTitle': 'Heading',
          'product.onboarding.understand': 'Step 1: understand',
          'product.onboarding.configure': 'Step 2: configure',
          'product.onboarding.launch': 'Step 3: launch',
          'product.onboarding.grow': 'Step 4: grow',
        },
      },
      {
        title: 'Drawings of the product',
        help: 'The words inside the drawings of the member app, the club’s website, the front desk, a payment and the owner’s dashboard, and the sentence a screen reader says for each drawing.',
        where: '',
        keys: ['productScreens.'],
      },
      {
        title: 'Search results and browser tab',
        help: 'How the home page shows in search results and in the browser tab.',
        where: '',
        keys: ['site.metaTitle', 'site.metaDescription'],
      },
    ],
  },
  {
    id: 'every-page',
    title: 'Every page',
    sections: [
      {
        title: 'Menu, header and footer',
        help: 'What every page shares: the menu, its links, the language choice and the hidden link that skips to the content.',
        where: '',
        keys: [
          'site.skipToContent',
          'site.sportsHeading',
          'site.navLabel',
          'site.menu',
          'site.navDevelopers',
          'site.languagesLabel',
          'site.productCategory',
        ],
      },
      {
        title: 'Page not found',
        help: 'The page shown for an address that does not exist.',
        where: NOT_FOUND_PATH,
        keys: ['notFound.'],
      },
    ],
  },
  ...operations.map((operation) => form(operation.slug)),
  {
    id: 'forms',
    title: 'Every form',
    sections: [
      {
        title: 'Names of the boxes',
        help: 'The name above each box of the forms (and in the team’s emails).',
        where: ANY_FORM,
        keys: ['fields.'],
      },
      {
        title: 'Choices',
        help: 'The choices offered in the forms’ lists.',
        where: ANY_FORM,
        keys: ['values.'],
        labelFromEnglish: true,
      },
      {
        title: 'Messages of the forms',
        help: 'What every form says: the required mark, the errors, the thank-you heading, the privacy note.',
        where: ANY_FORM,
        keys: [
          'forms.requiredNote',
          'forms.requiredMark',
          'forms.clubStatusHint',
          'forms.choose',
          'forms.pending',
          'forms.summaryTitle',
          'forms.errors.',
          'forms.success.',
          'forms.honeypot',
          'forms.privacyNote',
        ],
      },
      {
        title: 'Help for assistants',
        help: 'What AI assistants are told each box of the forms means.',
        where: 'assistants',
        keys: ['forms.paramDescriptions.'],
      },
      {
        title: 'Short answer after sending',
        help: 'The thanks that starts the short answer after a form is sent.',
        where: 'assistants',
        keys: ['api.'],
      },
      {
        title: 'Assistant’s confirmation window',
        help: 'The window a person sees when an AI assistant in their browser wants to send a request for them.',
        where: ANY_FORM,
        keys: ['webmcp.'],
      },
    ],
  },
  {
    id: 'meetings',
    title: 'Demo meetings',
    sections: [
      {
        title: 'Choosing a time',
        help: 'The page where a person picks, confirms or moves the time of their demo.',
        where: BOOK_PAGE_PATH,
        keys: [
          'scheduling.pages.metaTitle',
          'scheduling.pages.book.',
          'scheduling.pages.move.',
          'scheduling.pages.zone.',
          'scheduling.pages.pick.',
          'scheduling.pages.confirm.',
          'scheduling.pages.requestDemo',
        ],
        labels: { 'scheduling.pages.zone.label': 'Zone: name of the time zone box' },
      },
      {
        title: 'Meeting booked',
        help: 'What the page says once the meeting is booked or moved.',
        where: BOOK_PAGE_PATH,
        keys: ['scheduling.pages.meeting.'],
      },
      {
        title: 'Cancelling',
        help: 'The page where a person cancels their demo.',
        where: CANCEL_PAGE_PATH,
        keys: ['scheduling.pages.cancelMetaTitle', 'scheduling.pages.cancel.', 'scheduling.pages.cancelled.'],
      },
      {
        title: 'Links that no longer work, and notices',
        help: 'What the pages say when a link is old, expired or broken, or a time cannot be booked.',
        where: BOOK_PAGE_PATH,
        keys: [
          'scheduling.pages.oldLink.',
          'scheduling.pages.movesUsed.',
          'scheduling.pages.invalid.',
          'scheduling.pages.expired.',
          'scheduling.pages.unavailable.',
          'scheduling.pages.notices.',
        ],
      },
    ],
  },
  {
    id: 'emails',
    title: 'Emails',
    sections: [
      {
        title: 'Every confirmation email',
        help: 'The greeting, the summary heading, the reference, the signature and the footer of every confirmation email.',
        where: 'emails',
        keys: ['emails.confirmation.'],
      },
      ...operations.map((operation) => confirmation(operation.slug)),
      {
        title: 'Demo meeting emails',
        help: 'The emails about a booked, moved or cancelled demo, the calendar invitation they carry, and the reminder the day before.',
        where: 'emails',
        keys: ['scheduling.email.booking.', 'scheduling.email.invitation.', 'scheduling.email.confirmation.', 'scheduling.email.reminder.'],
      },
      {
        title: 'Team: new lead',
        help: 'The email the team receives for each new request, and the digest when many arrive at once.',
        where: 'emails',
        keys: ['emails.team.', 'emails.digest.'],
      },
      {
        title: 'Team: failed delivery',
        help: 'The email the team receives when a delivery failed on every attempt.',
        where: 'emails',
        keys: ['emails.deadLetter.'],
      },
      {
        title: 'Team: demo meetings',
        help: 'The email the team receives when a demo is booked, moved or cancelled.',
        where: 'emails',
        keys: ['scheduling.email.team.'],
      },
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing page',
    sections: [
      {
        title: 'Pricing page',
        help: 'The price list page: its headings and texts (the amounts come from the price list).',
        where: '/pricing',
        keys: [
          'pricing.navLink',
          'pricing.metaTitle',
          'pricing.metaDescription',
          'pricing.title',
          'pricing.intro',
          'pricing.dependsTitle',
          'pricing.platformTitle',
          'pricing.platformText',
          'pricing.courtsTitle',
          'pricing.courtsText',
          'pricing.perCourt',
          'pricing.modulesTitle',
          'pricing.modulesText',
          'pricing.module',
          'pricing.perMonth',
          'pricing.brandedAppTitle',
          'pricing.brandedAppText',
          'pricing.brandedAppOptional',
          'pricing.onboardingTitle',
          'pricing.onboardingText',
          'pricing.termTitle',
          'pricing.yearlyText',
          'pricing.validityText',
          'pricing.estimateTitle',
          'pricing.estimateIntro',
          'pricing.submit',
          'pricing.onRequest',
          'pricing.onRequestLink',
        ],
      },
      {
        title: 'Your estimate',
        help: 'The page with a visitor’s estimate, and what it says when the answers cannot be used.',
        where: ESTIMATE_PAGE_PATH,
        keys: ['pricing.estimatePage.', 'pricing.problems.'],
      },
      {
        title: 'The quotation',
        help: 'The indicative quotation: its answer on the quote page, its email line and its PDF.',
        where: 'quotation',
        keys: ['quotation.'],
      },
    ],
  },
  {
    id: 'faq',
    title: 'FAQ page',
    sections: [
      {
        title: 'Questions and answers',
        help: 'The headings of the questions page and of the questions beside each form (the questions themselves are edited with the FAQ).',
        where: '/faq',
        keys: ['faq.'],
      },
    ],
  },
  {
    id: 'your-club',
    title: 'Your club page',
    sections: [
      {
        title: 'Your club',
        help: 'The page where a visitor sees their own club in the product, and what it says when a choice cannot be used.',
        where: '/your-club',
        keys: ['yourClub.'],
      },
    ],
  },
  {
    id: 'developers',
    title: 'Developers page',
    sections: [
      {
        title: 'Developers and agents',
        help: 'The page for developers and AI agents. The English is also what agents read about the API.',
        where: '/developers',
        keys: ['developers.'],
      },
      {
        title: 'Booking a demo meeting by API',
        help: 'The part of the developers page on booking the demo meeting.',
        where: '/developers',
        keys: ['scheduling.agents.'],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy notice',
    sections: [
      {
        title: 'Privacy notice',
        help: 'The privacy notice. The numbers of days come from settings: ask a developer to change them, never the text alone.',
        where: '/privacy',
        keys: ['privacy.'],
      },
    ],
  },
  {
    id: 'legal',
    title: 'Legal notice',
    sections: [
      {
        title: 'Legal notice',
        help: 'The legal notice (Impressum, mentions légales, aviso legal): its headings and the names of its lines. The company’s details themselves (name, address, register, VAT number, representatives, host) are in "Product name and contact details".',
        where: '/legal',
        keys: ['legal.notice.'],
        labels: {
          'legal.notice.sampleNotice': 'Warning shown while the company is the shipped sample',
          'legal.notice.representation.title': 'Heading above who represents the company',
          'legal.notice.publication.title': 'Heading above who is responsible for the content',
        },
      },
      {
        title: 'VAT number in the footer',
        help: 'How the footer of every page names the company’s VAT number.',
        where: '',
        keys: ['legal.footerVat'],
      },
    ],
  },
  {
    id: 'terms',
    title: 'Terms of service',
    sections: [
      {
        title: 'Terms of service',
        help: 'The terms of service. As shipped they are a sample template: have a lawyer review them, put the reviewed text in place, then replace the first line (the sample warning) with the version and its date. Until then the launch check lists that line.',
        where: '/terms',
        keys: ['legal.terms.'],
        labels: { 'legal.terms.version': 'First line: the sample warning, then the version and its date' },
      },
    ],
  },
  {
    id: 'brochure-pdf',
    title: 'Brochure (PDF)',
    sections: [
      {
        title: 'Brochure',
        help: 'The brochure’s title and its closing call to action (the rest of it comes from the home page).',
        where: 'brochure',
        keys: ['brochure.'],
      },
    ],
  },
];
