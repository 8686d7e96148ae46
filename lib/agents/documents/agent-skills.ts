import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { describeFields } from '@/lib/operations/describe-fields';
import { operations, type RegisteredOperation } from '@/lib/operations/registry';
import { pageUrl } from '@/lib/site/site-pages';
import { jsonDocument, MEDIA_TYPES, sha256Hex, type DiscoveryDocument } from './document-response';
import { DISCOVERY_PATHS, skillPath } from '@/lib/agents/descriptions/discovery-paths';
import { english } from '@/lib/i18n/messages';
import { operationTitle } from '@/lib/i18n/operation-copy';
import {
  curlExample,
  errorLines,
  exampleAnswer,
  fieldReferenceLines,
  mcpToolNote,
  operationErrorCodes,
  operationSummary,
} from '@/lib/agents/descriptions/operation-text';
import { demoBookingMarkdown } from '@/lib/agents/descriptions/demo-booking-text';
import { booksMeeting, sendsQuotation } from '@/lib/operations/registry';

/** A priced operation's answer step: the estimate is told at once (its description says what it holds). */
const ESTIMATE_STEP =
  'When the answer carries `estimate`, it gives the indicative price at once: tell the person its figures (`monthly`, `setUp`, `firstYear`, in `currency`, valid until `validUntil`, "from" when `from` is true); the quotation PDF arrives by email.';

/**
 * Agent skills (agent-skills discovery draft 0.2.0): one SKILL.md per operation, generated from the
 * registry, at /.well-known/agent-skills/<name>/SKILL.md, and the index that lists them with the
 * sha256 of the exact bytes served.
 */

const INDEX_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';

/** The SKILL.md files by skill name, as `/.well-known/agent-skills/[skill]/SKILL.md` serves them. */
export function skillFiles(siteUrl: string): ReadonlyMap<string, DiscoveryDocument> {
  return new Map(
    operations.map((operation) => [operation.skillName, { body: skillMarkdown(siteUrl, operation), contentType: MEDIA_TYPES.markdown }]),
  );
}

function skillMarkdown(siteUrl: string, operation: RegisteredOperation): string {
  const endpoint = `${siteUrl}${operation.path}`;
  const required = describeFields(operation).filter((field) => field.required);
  return [
    '---',
    `name: ${operation.skillName}`,
    `description: ${JSON.stringify(operationSummary(operation))}`,
    '---',
    '',
    `# ${operationTitle(operation)}`,
    '',
    operationSummary(operation),
    '',
    '## Steps',
    '',
    `1. ${english('developers.flow.collect')} Required: ${required.map((field) => `\`${field.name}\``).join(', ')}.`,
    `2. **${english('developers.flow.confirm')}**`,
    `3. ${english('developers.flow.submit').replace(/\.$/, ':')} \`POST ${endpoint}\` with \`Content-Type: application/json\`, and an \`Idempotency-Key\` header to retry safely.`,
    `4. ${english('developers.flow.receive')}${sendsQuotation(operation) ? ` ${ESTIMATE_STEP}` : ''}`,
    '5. If the answer is an error, `error.message` names the fields at fault and `error.hint` says how to fix them: correct them with the person and send again.',
    '',
    ...(booksMeeting(operation) ? [`## ${english('scheduling.agents.title')}`, '', ...demoBookingMarkdown(siteUrl, operation), ''] : []),
    '## Fields',
    '',
    ...fieldReferenceLines(operation),
    '',
    '## Example',
    '',
    '```bash',
    curlExample(siteUrl, operation),
    '```',
    '',
    'Answer (HTTP 200):',
    '',
    '```json',
    JSON.stringify(exampleAnswer(operation), null, 2),
    '```',
    '',
    '## Errors',
    '',
    'Every error is `{ "error": { "code", "message", "hint", "docs", "issues"? } }`:',
    '',
    ...errorLines(operationErrorCodes(operation)),
    '',
    '## More',
    '',
    `- OpenAPI: ${siteUrl}${DISCOVERY_PATHS.openApi} (operationId \`${operation.id}\`)`,
    `- ${mcpToolNote(siteUrl, operation)}`,
    `- Documentation: ${pageUrl(siteUrl, DEFAULT_LOCALE, '/developers')}#${operation.id}`,
    '',
  ].join('\n');
}

export function agentSkillsIndex(siteUrl: string) {
  return {
    $schema: INDEX_SCHEMA,
    skills: operations.map((operation) => {
      const name = operation.skillName;
      return {
        name,
        type: 'skill-md',
        description: operationSummary(operation),
        url: `${siteUrl}${skillPath(name)}`,
        // The digest of the exact bytes /.well-known/agent-skills/<name>/SKILL.md serves.
        digest: `sha256:${sha256Hex(skillMarkdown(siteUrl, operation))}`,
      };
    }),
  };
}

export const agentSkillsIndexFile = (siteUrl: string): DiscoveryDocument => jsonDocument(agentSkillsIndex(siteUrl));
