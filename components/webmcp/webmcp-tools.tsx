'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { PageTools } from '@/lib/agents/webmcp/page-tools';
import { pageToolsPath } from '@/lib/agents/webmcp/page-tools-path';
import { ConfirmDialog, type ConfirmRequest } from './confirm-dialog';

/**
 * Gives agents in the browser the site's operations as WebMCP tools, on every page: on
 * `document.modelContext` where the browser has it, else on `navigator.modelContext` (the name
 * the original contract uses, docs/api.md "Tools for agents"), else not at all. The tools' titles
 * are in the page's language (lib/agents/webmcp/tool-definitions.ts says why their descriptions
 * are not).
 *
 * Only a browser that has WebMCP loads the tools' code (register-tools.ts) and their definitions
 * (/{locale}/webmcp.json): every other visitor's page carries neither (docs/performance.md). This
 * component keeps what the tools show the person: the confirmation dialog and the "sent" notice.
 */
export function WebMcpTools({ locale }: { locale: Locale }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [sentReference, setSentReference] = useState<string | null>(null);
  const [copy, setCopy] = useState<PageTools['copy'] | null>(null);

  useEffect(() => {
    const modelContext = document.modelContext ?? navigator.modelContext;
    if (!modelContext) return;
    const controller = new AbortController();
    Promise.all([
      import('./register-tools'),
      fetch(pageToolsPath(locale), { signal: controller.signal }).then((response) => response.json() as Promise<PageTools>),
    ])
      .then(([{ registerTools }, definitions]) => {
        if (controller.signal.aborted) return;
        setCopy(definitions.copy);
        registerTools(modelContext, definitions, locale, { showConfirmation: setRequest, showSent: setSentReference }, controller.signal);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[webmcp] could not load the tools', error);
      });
    return () => controller.abort();
  }, [locale]);

  if (!copy) return null;
  return (
    <>
      {request && <ConfirmDialog request={request} copy={copy} />}
      {sentReference && (
        <div className="toast" role="status">
          <p>{copy.sent.replace('{reference}', sentReference)}</p>
          <button type="button" className="button" onClick={() => setSentReference(null)}>
            {copy.close}
          </button>
        </div>
      )}
    </>
  );
}
