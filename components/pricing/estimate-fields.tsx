import { MAX_COURTS } from '@/lib/operations/court-bands';
import type { QuoteAnswers } from '@/lib/quotation/calculate';

export interface EstimateFormCopy {
  courtCount: { label: string };
  numberOfLocations: { label: string };
  features: { label: string; options: { value: string; label: string }[] };
  /** Asked only where the price list calls the branded app optional: then a person may leave it out. */
  brandedApp?: { label: string; yes: string; no: string };
  submit: string;
  /** The live estimate's heading, for the region's name. */
  estimateTitle: string;
}

/**
 * The answers a price depends on, as controls of the estimate's GET form: the live estimate's form
 * (in the browser) and the estimate page's own form (on the server, no script). The number of
 * courts is asked exactly, as the quote form asks it (docs/decisions.md "Exact courts").
 */
export function EstimateFields({ form, maxLocations, initial }: { form: EstimateFormCopy; maxLocations: number; initial: QuoteAnswers }) {
  const chosen = new Set<string>(initial.features ?? []);
  const number = (name: 'courtCount' | 'numberOfLocations', label: string, max: number) => (
    <div className="field">
      <label htmlFor={`estimate-${name}`}>{label}</label>
      <input
        id={`estimate-${name}`}
        name={name}
        type="number"
        min={1}
        max={max}
        step={1}
        inputMode="numeric"
        defaultValue={initial[name] ?? ''}
      />
    </div>
  );
  return (
    <>
      {number('courtCount', form.courtCount.label, MAX_COURTS)}
      {number('numberOfLocations', form.numberOfLocations.label, maxLocations)}
      <fieldset className="field choices">
        <legend>{form.features.label}</legend>
        <div className="choice-list">
          {form.features.options.map((option) => (
            <label key={option.value} className="choice">
              <input type="checkbox" name="features" value={option.value} defaultChecked={chosen.has(option.value)} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      {form.brandedApp && (
        <fieldset className="field choices">
          <legend>{form.brandedApp.label}</legend>
          <div className="choice-list">
            {/* Yes unless the person says no: every quotation had the app before it was optional. */}
            {[
              { value: 'true', label: form.brandedApp.yes, checked: initial.brandedApp !== false },
              { value: 'false', label: form.brandedApp.no, checked: initial.brandedApp === false },
            ].map((option) => (
              <label key={option.value} className="choice">
                <input type="radio" name="brandedApp" value={option.value} defaultChecked={option.checked} />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <button type="submit" className="button primary">
        {form.submit}
      </button>
    </>
  );
}
