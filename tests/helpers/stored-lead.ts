/** A lead as the delivery worker reads it, for tests that compose its mails and events without a store: the preview's sample (lib/delivery/email-samples.ts). */
export { sampleLead as storedLead } from '@/lib/delivery/email-samples';
