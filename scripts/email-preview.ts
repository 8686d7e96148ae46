/**
 * `npm run email:dev`: previews every email template with sample data (the registry's examples),
 * in every locale, at http://localhost:3030 (EMAIL_PREVIEW_PORT). It restarts on every change to
 * the templates or the copy, so a reload shows the edit.
 */
import { createServer, type Server } from 'node:http';
import { composeConfirmation, composeTeamNotification } from '@/lib/delivery/compose-emails';
import type { StoredLead } from '@/lib/delivery/stored-lead';
import { LOCALES, isLocale } from '@/lib/i18n/locales';
import { operations, type OperationId } from '@/lib/operations/registry';
import { SITE } from '@/lib/site/site-content';
import { quotationOfSubmission } from '@/lib/quotation/price-submission';

const TEMPLATES = ['confirmation', 'team-notification'] as const;

function sampleLead(operationId: OperationId, locale: StoredLead['locale']): StoredLead {
  const operation = operations.find((candidate) => candidate.id === operationId)!;
  return {
    id: '00000000-0000-4000-8000-000000000000',
    reference: `${operation.referencePrefix}-7K2M9XQD`,
    operation: operation.id,
    payload: operation.example as StoredLead['payload'],
    locale,
    createdAt: new Date('2026-11-20T10:15:00Z'),
    confirmationHeld: null,
    teamDigestSlot: null,
    mailbox: null,
    quotation: quotationOfSubmission(operation, operation.example, new Date('2026-11-20T10:15:00Z')) ?? null,
    attribution: {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-padel',
      referrer_host: 'news.example.org',
      landing_path: `/${locale}`,
    },
  };
}

/** The same person's earlier requests, as the team notification names them: one of each other operation. */
function sampleOtherLeads(lead: StoredLead) {
  return operations
    .filter((operation) => operation.id !== lead.operation)
    .map((operation, index) => ({
      reference: `${operation.referencePrefix}-4F8H2KQ${index}`,
      operation: operation.id,
      createdAt: new Date(lead.createdAt.getTime() - (index + 1) * 26 * 3600_000),
    }));
}

function indexPage(): string {
  const rows = operations.flatMap((operation) =>
    TEMPLATES.map(
      (template) =>
        `<tr><th>${operation.id} · ${template}</th>${LOCALES.map(
          (locale) =>
            `<td><a href="/${template}/${operation.id}/${locale}">${locale}</a> <a href="/${template}/${operation.id}/${locale}?text">text</a></td>`,
        ).join('')}</tr>`,
    ),
  );
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>${SITE.productName} email previews</title>
<body style="font-family:system-ui;padding:24px"><h1>Email previews</h1><table cellpadding="6">${rows.join('')}</table></body></html>`;
}

export function createPreviewServer(): Server {
  return createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [, template, operationId, locale] = url.pathname.split('/');
    if (url.pathname === '/') {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(indexPage());
      return;
    }
    const operation = operations.find((candidate) => candidate.id === operationId);
    if (!operation || !locale || !isLocale(locale) || !TEMPLATES.includes(template as (typeof TEMPLATES)[number])) {
      response.writeHead(404).end('No such preview');
      return;
    }
    const lead = sampleLead(operation.id, locale);
    const email =
      template === 'confirmation'
        ? await composeConfirmation(lead, `${SITE.senderName} <${SITE.publicEmail}>`)
        : await composeTeamNotification(lead, {
            from: SITE.publicEmail,
            teamEmail: SITE.publicEmail,
            locale,
            otherLeads: sampleOtherLeads(lead),
          });
    const wantsText = url.searchParams.has('text');
    response
      .writeHead(200, {
        'Content-Type': `${wantsText ? 'text/plain' : 'text/html'}; charset=utf-8`,
        'X-Subject': encodeURIComponent(email.subject),
      })
      .end(wantsText ? `Subject: ${email.subject}\n\n${email.text}` : email.html);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.EMAIL_PREVIEW_PORT ?? 3030);
  createPreviewServer().listen(port, () => console.log(`Email previews at http://localhost:${port}`));
}
