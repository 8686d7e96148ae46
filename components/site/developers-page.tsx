import { getTranslations } from 'next-intl/server';
import { ERROR_CODE_LIST, ERROR_CODES, errorAnchor } from '@/lib/api/error-codes';
import { DISCOVERY_DOCUMENTS } from '@/lib/discovery-links';
import { env } from '@/lib/env';
import type { Locale } from '@/lib/i18n/locales';
import { describeFields, type FieldDescription } from '@/lib/operations/describe-fields';
import { operations } from '@/lib/operations/registry';
import { SITE } from '@/lib/site-content';

const FLOW = ['discover', 'collect', 'confirm', 'submit', 'receive'] as const;
const RETRIES = ['idempotency', 'window', 'rateLimit', 'language'] as const;

type Translate = Awaited<ReturnType<typeof getTranslations<'developers'>>>;

function constraintsOf(field: FieldDescription, t: Translate): string {
  return [
    field.values && t('constraint.oneOf', { values: field.values.join(', ') }),
    field.minItems !== undefined && t('constraint.minItems', { count: field.minItems }),
    field.maxLength !== undefined && t('constraint.maxLength', { count: field.maxLength }),
    field.minimum !== undefined && t('constraint.minimum', { count: field.minimum }),
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * The developers page, generated from the operation registry and the error table: the client
 * flow, every endpoint with its fields and a curl example, every error code under the anchor that
 * the API's `docs` links point to, and the documents published for agents.
 */
export async function DevelopersPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'developers' });
  const tRoot = await getTranslations({ locale });
  const siteUrl = env().SITE_URL;
  return (
    <main id="main" className="section developers">
      <h1>{t('title')}</h1>
      <p className="lead-dark">{t('intro', { product: SITE.productName })}</p>

      <h2>{t('flowTitle')}</h2>
      <ol>
        {FLOW.map((step) => (
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
                    <td>{constraintsOf(field, t)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h4>{t('example')}</h4>
          <pre>
            <code>{`curl -X POST ${siteUrl}${operation.path} \\\n  -H 'Content-Type: application/json' \\\n  -H 'Idempotency-Key: 3f1c2a9e-5b7d-4e21-9c1a-0d8f6b2e4a77' \\\n  -d '${JSON.stringify(operation.example, null, 2).replaceAll("'", "'\\''")}'`}</code>
          </pre>
        </section>
      ))}

      <h2>{t('errorsTitle')}</h2>
      <p>{t('errorsIntro')}</p>
      <dl className="errors">
        {ERROR_CODE_LIST.map((code) => (
          <div key={code} id={errorAnchor(code)} className="error-code">
            <dt>
              <code>{code}</code> · {t('status')} {ERROR_CODES[code].status}
            </dt>
            <dd>{t(`errors.${code}`)}</dd>
          </div>
        ))}
      </dl>

      <h2>{t('retriesTitle')}</h2>
      <ul>
        {RETRIES.map((item) => (
          <li key={item}>{t(`retries.${item}`)}</li>
        ))}
      </ul>

      <h2 id="discovery">{t('discoveryTitle')}</h2>
      <p>{t('discoveryIntro')}</p>
      <ul>
        {DISCOVERY_DOCUMENTS.map((document) => (
          <li key={document.id}>
            <a href={document.path}>
              <code>{document.path}</code>
            </a>
            : {t(`discovery.${document.id}`)}
          </li>
        ))}
      </ul>
      <p>{t('webmcp')}</p>
    </main>
  );
}
