import { greetingName } from '@/lib/abuse/greeting-name';
import { mailableClub } from '@/lib/abuse/mailable-club';
import { quotationFileName, renderQuotationPdf } from '@/lib/quotation/quotation-pdf';
import type { EmailAttachment } from './outgoing-email';
import type { StoredLead } from './stored-lead';

/**
 * The quotation PDF of a lead priced at acceptance (lib/quotation/quotation-pdf.tsx), naming no
 * one but the given name and the club, by the confirmation's own rules; undefined for a lead
 * without a quotation. Made again from the stored quotation every time, the same bytes: a retried
 * confirmation and a person's export carry the file the person received.
 */
export async function quotationAttachment(lead: StoredLead): Promise<Required<Pick<EmailAttachment, 'filename' | 'content'>> | undefined> {
  if (!lead.quotation) return undefined;
  const quoted = {
    reference: lead.reference,
    locale: lead.locale,
    givenName: greetingName(lead.payload.name),
    club: mailableClub(lead.payload),
    quotation: lead.quotation,
  };
  return { filename: quotationFileName(quoted), content: await renderQuotationPdf(quoted) };
}
