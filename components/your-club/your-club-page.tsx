import { MAX_CLUB_NAME_CHARS, MAX_CLUB_NAME_DIGITS } from '@/lib/abuse/club-name-bounds';
import type { Locale } from '@/lib/i18n/locales';
import { translatorFor, type MessageKey } from '@/lib/i18n/messages';
import { SPORTS } from '@/lib/operations/value-sets';
import { ESTIMATE_PAGE_PATH } from '@/lib/pricing/estimate-path';
import { estimateQueryOf } from '@/lib/pricing/estimate-query';
import { SITE } from '@/lib/site/site-content';
import { clubLookOf, SAMPLE_COLOUR } from '@/lib/your-club/club-look';
import { clubQueryOf, type ClubQuery, type ClubQueryProblem } from '@/lib/your-club/club-query';
import { YOUR_CLUB_IMAGE_PATH, YOUR_CLUB_PAGE_PATH } from '@/lib/your-club/your-club-path';
import { ClubDrawings } from './club-drawings';
import { YourClubLive } from './your-club-live';

/** The message of each problem of the address; a name's problems each have their own. */
const PROBLEM_MESSAGES = {
  tooLong: 'yourClub.problems.tooLong',
  unknownParameter: 'yourClub.problems.unknownParameter',
  repeated: 'yourClub.problems.repeated',
  colour: 'yourClub.problems.colour',
  sports: 'yourClub.problems.sports',
  'name.tooLong': 'yourClub.problems.name.tooLong',
  'name.link': 'yourClub.problems.name.link',
  'name.phone': 'yourClub.problems.name.phone',
  'name.characters': 'yourClub.problems.name.characters',
  'name.mixedScripts': 'yourClub.problems.name.mixedScripts',
  'name.brand': 'yourClub.problems.name.brand',
} as const satisfies Record<ClubQueryProblem, MessageKey>;

/** What the live script replaces with the server's next drawing: the drawing, its links, and the message about the name. */
const SWAPPED = ['your-club-drawings', 'your-club-actions', 'your-club-name-problem'] as const;
const IDS = {
  form: 'your-club-form',
  preview: 'your-club-preview',
  drawings: 'your-club-drawings',
  actions: 'your-club-actions',
  problem: 'your-club-name-problem',
  quoteLink: 'your-club-quote',
  shareLink: 'your-club-share',
};

/**
 * "Your club in Courtside" (docs/decisions.md "Your club in Courtside"): the club of the address,
 * drawn on the server, and its GET form, which without JavaScript draws the next club on the server
 * and with it is redrawn by the server as the visitor types (your-club-live.tsx). What the address got wrong is worded
 * above the form and the rest is drawn: a refused name is never shown, the sample's is. The name
 * appears only inside the drawing and in the links to the quote form and the image, never as text
 * of the page.
 */
export function YourClubPage({ locale, query }: { locale: Locale; query: ClubQuery }) {
  const t = translatorFor(locale);
  const look = clubLookOf(query);
  const picked = query.colour ?? SAMPLE_COLOUR;
  // The messages' values: the name's bounds, and the site's own name that a club's may not carry.
  const values = { maximum: MAX_CLUB_NAME_CHARS, digits: MAX_CLUB_NAME_DIGITS, product: SITE.productName };
  const nameProblem = query.problems.find((problem) => problem.startsWith('name.'));
  const chosenSports = new Set<string>(query.sports ?? look.sports);
  const quoteHref = `/${locale}${ESTIMATE_PAGE_PATH}?${estimateQueryOf({}, { clubName: query.name, sports: [...look.sports] })}#estimate-quote`;
  const shareHref = `/${locale}${YOUR_CLUB_IMAGE_PATH}?${clubQueryOf({ name: query.name, colour: picked, sports: query.sports })}`;
  return (
    <main id="main" className="section your-club-page">
      <h1>{t('yourClub.title', { product: SITE.productName })}</h1>
      <p className="lead-dark">{t('yourClub.intro')}</p>
      {query.problems.length > 0 && (
        <div className="error-summary" role="alert">
          <h2>{t('yourClub.problemsTitle')}</h2>
          <ul>
            {query.problems.map((problem) => (
              <li key={problem}>{t(PROBLEM_MESSAGES[problem], values)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="your-club-layout">
        <form id={IDS.form} className="your-club-form" method="get" action={`/${locale}${YOUR_CLUB_PAGE_PATH}`}>
          <div className={nameProblem ? 'field has-error' : 'field'}>
            <label htmlFor="your-club-name">{t('yourClub.nameLabel')}</label>
            <p id="your-club-name-hint" className="field-hint">
              {t('yourClub.nameHint', values)}
            </p>
            <p id={IDS.problem} className="field-error" aria-live="polite" hidden={!nameProblem}>
              {nameProblem ? t(PROBLEM_MESSAGES[nameProblem], values) : ''}
            </p>
            <input
              id="your-club-name"
              name="name"
              type="text"
              maxLength={MAX_CLUB_NAME_CHARS}
              autoComplete="organization"
              aria-describedby={`your-club-name-hint ${IDS.problem}`}
              defaultValue={query.name ?? ''}
            />
          </div>
          <div className="field">
            <label htmlFor="your-club-colour">{t('yourClub.colourLabel')}</label>
            <input id="your-club-colour" name="colour" type="color" className="your-club-colour" defaultValue={picked} />
          </div>
          <fieldset className="field choices">
            <legend>{t('yourClub.sportsLabel')}</legend>
            <div className="choice-list">
              {SPORTS.map((sport) => (
                <label key={sport} className="choice">
                  <input type="checkbox" name="sports" value={sport} defaultChecked={chosenSports.has(sport)} />
                  {t(`values.sports.${sport}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="button primary">
            {t('yourClub.submit')}
          </button>
        </form>
        <section id={IDS.preview} className="your-club-preview" aria-labelledby="your-club-preview-title">
          <h2 id="your-club-preview-title">{t('yourClub.previewTitle')}</h2>
          <div id={IDS.drawings}>
            <ClubDrawings locale={locale} look={look} />
          </div>
          <p id={IDS.actions} className="your-club-actions">
            <a id={IDS.quoteLink} className="button primary" href={quoteHref}>
              {t('yourClub.quoteLink')}
            </a>
            <a id={IDS.shareLink} href={shareHref}>
              {t('yourClub.shareLink')}
            </a>
          </p>
        </section>
      </div>
      <YourClubLive formId={IDS.form} swapIds={SWAPPED} />
    </main>
  );
}
