import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MailViewer } from '@/components/dev/mail-viewer';
import { env, mailViewerEnabled } from '@/lib/settings/env';
import { listCapturedMail } from '@/lib/delivery/captured-mail';
import { MAIL_VIEWER } from '@/lib/security/guarded-areas';
import { renderOnlyIfAdmitted } from '@/lib/security/page-gate';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Captured mail', robots: { index: false } };

/** The local mail catcher for the embedded outbox (docs/decisions.md "The mail viewer"): the site's one dynamic page. */
export default async function CapturedMailPage({ searchParams }: { searchParams: Promise<{ id?: string }> }) {
  if (!mailViewerEnabled()) notFound();
  // The password again, here: a request that got past proxy.ts must not read the mail.
  await renderOnlyIfAdmitted(MAIL_VIEWER);
  const messages = await listCapturedMail(env().DATA_DIR);
  const { id } = await searchParams;
  return <MailViewer messages={messages} selectedId={id ?? messages[0]?.id} />;
}
