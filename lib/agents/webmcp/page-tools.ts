import type { Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/messages';
import { operations } from '@/lib/operations/registry';
import {
  payloadLabels,
  slotsToolDefinition,
  toolDefinitions,
  type PayloadLabels,
  type SlotsToolDefinition,
  type ToolDefinition,
} from './tool-definitions';

/** The words of the confirmation the person sees before a tool sends anything, in the page's language. */
export interface WebMcpCopy {
  confirmTitle: string;
  /** Per operation slug: the dialog's introduction. */
  intros: Record<string, string>;
  send: string;
  cancel: string;
  /** Contains `{reference}`. */
  sent: string;
  close: string;
}

/** What a page's WebMCP tools need, in one language: served as /{locale}/webmcp.json. */
export interface PageTools {
  tools: ToolDefinition[];
  /** The free demo starts: read-only, so it runs without asking the person. */
  slotsTool: SlotsToolDefinition;
  labels: PayloadLabels;
  copy: WebMcpCopy;
}

/**
 * The tool definitions, labels and dialog copy of a language. Fetched by the page only where the
 * browser has WebMCP (components/webmcp/webmcp-tools.tsx): carried in every page's HTML they were
 * about 7 kB of each page (docs/performance.md), for the few visitors whose browser uses them.
 */
export function pageTools(locale: Locale): PageTools {
  const t = translatorFor(locale);
  return {
    tools: toolDefinitions(t),
    slotsTool: slotsToolDefinition(t),
    labels: payloadLabels(locale),
    copy: {
      confirmTitle: t('webmcp.confirmTitle'),
      intros: Object.fromEntries(
        operations.map((operation) => [operation.slug, t('webmcp.confirmIntro', { operation: t(`operations.${operation.slug}.title`) })]),
      ),
      send: t('webmcp.send'),
      cancel: t('webmcp.cancel'),
      sent: t('webmcp.sent', { reference: '{reference}' }),
      close: t('webmcp.close'),
    },
  };
}
