import { getTranslations } from 'next-intl/server';
import { ERROR_CODE_LIST, ERROR_CODES, errorAnchor } from '@/lib/api/error-codes';
import { PUBLISHED_FOR_AGENTS } from '@/lib/agents/documents/discovery-links';
import { DISCOVERY_PATHS } from '@/lib/agents/descriptions/discovery-paths';
import { env } from '@/lib/settings/env';
import type { Locale } from '@/lib/i18n/locales';
import { describeConstraints, describeFields } from '@/lib/operations/describe-fields';
import { operations } from '@/lib/operations/registry';
import { ERROR_MEANING_VALUES } from '@/lib/agents/descriptions/error-meaning';
import { curlExample } from '@/lib/agents/descriptions/operation-text';
import { usageNotes } from '@/lib/agents/descriptions/usage-notes';
import { CLIENT_FLOW_STEPS, SITE } from '@/lib/site/site-content';
import { CONFIRM_STEP, DEMO_BOOKING_STEPS, exampleSlots, SLOTS_COPY_VALUES } from '@/lib/agents/descriptions/demo-booking-text';
import { DEMO_SLOTS, SLOTS_PARAMETERS } from '@/lib/scheduling/slot-list';

/**
 * The developers page, generated from the operation registry and the error table: the client
 * flow, every endpoint with its fields and a curl example, every error code under the anchor that
 * the API's `docs` links point to, and the documents published for agents.
 */
export async function DevelopersPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'developers' });
  const tRoot = await getTranslations({ locale });
  const tConstraint = await getTranslations({ locale, namespace: 'developers.constraint' });
  const tBooking = await getTranslations({ locale, namespace: 'scheduling.agents' });
  const siteUrl = env().SITE_URL;
  return (
    <main id="main" className="section developers">
      <h1>{t('title')}</h1>
      <p className="lead-dark">{t('intro', { product: SITE.productName })}</p>
      <p>
        {t('noSandbox')} {t('bookingApis', { email: SITE.publicEmail })}
      </p>

      <h2>{t('flowTitle')}</h2>
      <ol>
        {CLIENT_FLOW_STEPS.map((step) => (
          <li key={step} className={step === 'confirm' ? 'emphasis' : undefined}>
            {t(`flow.${step}`)}
          </li>
        ))}
      </ol>

      <h2>{t('endpointsTitle')}</h2>
      {operations.map((operation) => (
        <section key={operation.id} aria-labelledby={operation.id} className="endpoint">
          <h3 id={operation.id}>
            {tRoot(`operations.${operation.slug}.title`)} <code>POST {operation.path}</code>
          </h3>
          <p>
            {tRoot(`operations.${operation.slug}.description`)} <code>operationId: {operation.id}</code>
          </p>
          <div className="table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('field')}</th>
                  <th scope="col">{t('type')}</th>
                  <th scope="col">{t('required')}</th>
                  <th scope="col">{t('constraints')}</th>
                </tr>
              </thead>
              <tbody>
                {describeFields(operation).map((field) => (
                  <tr key={field.name}>
                    <th scope="row">
                      <code>{field.name}</code>
                    </th>
                    <td>{t(`types.${field.type}`)}</td>
                    <td>{tRoot(field.required ? 'values.yes' : 'values.no')}</td>
                    <td>{describeConstraints(field, (key, values) => tConstraint(key, values))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h4>{t('example')}</h4>
          <pre>
            <code>{curlExample(siteUrl, operation)}</code>
          </pre>
        </section>
      ))}

      <section aria-labelledby={DEMO_SLOTS.id} className="endpoint">
        <h3 id={DEMO_SLOTS.id}>
          {tBooking('title')} <code>GET {DEMO_SLOTS.path}</code>
        </h3>
        <p>
          {tBooking('intro')} <code>operationId: {DEMO_SLOTS.id}</code>
        </p>
        <ol>
          {DEMO_BOOKING_STEPS.map((step) => (
            <li key={step} className={step === CONFIRM_STEP ? 'emphasis' : undefined}>
              {tBooking(`steps.${step}`, SLOTS_COPY_VALUES)}
            </li>
          ))}
        </ol>
        <p className="emphasis">{tBooking('rule')}</p>
        <h4>{tBooking('parametersTitle')}</h4>
        <ul>
          {SLOTS_PARAMETERS.map((name) => (
            <li key={name}>
              <code>{name}</code>: {tBooking(`params.${name}`, SLOTS_COPY_VALUES)}
            </li>
          ))}
        </ul>
        <p>{tBooking('answer')}</p>
        <pre>
          <code>{JSON.stringify(exampleSlots(), null, 2)}</code>
        </pre>
        <ul>
          <li>{tBooking('meeting', SLOTS_COPY_VALUES)}</li>
          <li>{tBooking('withoutStart')}</li>
          <li>{tBooking('fresh', SLOTS_COPY_VALUES)}</li>
          <li>{tBooking('off', SLOTS_COPY_VALUES)}</li>
          <li>{tBooking('tools', { tool: DEMO_SLOTS.id, mcp: DISCOVERY_PATHS.mcp })}</li>
        </ul>
      </section>

      <h2>{t('errorsTitle')}</h2>
      <p>{t('errorsIntro')}</p>
      <dl className="errors">
        {ERROR_CODE_LIST.map((code) => (
          <div key={code} id={errorAnchor(code)} className="error-code">
            <dt>
              <code>{code}</code> · {t('status')} {ERROR_CODES[code].status}
            </dt>
            <dd>{t(`errors.${code}`, ERROR_MEANING_VALUES)}</dd>
          </div>
        ))}
      </dl>

      <h2>{t('retriesTitle')}</h2>
      <ul>
        {usageNotes().map((note) => (
          <li key={note.key}>{t(`retries.${note.key}`, note.values)}</li>
        ))}
      </ul>

      <h2 id="discovery">{t('discoveryTitle')}</h2>
      <p>{t('discoveryIntro')}</p>
      <ul>
        {PUBLISHED_FOR_AGENTS.map((key) => (
          <li key={key}>
            <a href={DISCOVERY_PATHS[key]}>
              <code>{DISCOVERY_PATHS[key]}</code>
            </a>
            : {t(`discovery.${key}`)}
          </li>
        ))}
      </ul>
      <p>
        {t('webmcp')} {t('confirmedOnPage')}
      </p>
    </main>
  );
}
