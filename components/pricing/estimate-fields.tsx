import type { QuoteAnswers } from '@/lib/quotation/calculate';

export interface EstimateFormCopy {
  numberOfCourts: { label: string; options: { value: string; label: string }[] };
  numberOfLocations: { label: string };
  features: { label: string; options: { value: string; label: string }[] };
  choose: string;
  submit: string;
  /** The live estimate's heading, for the region's name. */
  estimateTitle: string;
}

/**
 * The answers a price depends on, as controls of the estimate's GET form: the live estimate's form
 * (in the browser) and the estimate page's form after a refused query (on the server, no script).
 */
export function EstimateFields({ form, maxLocations, initial }: { form: EstimateFormCopy; maxLocations: number; initial: QuoteAnswers }) {
  const chosen = new Set<string>(initial.features ?? []);
  return (
    <>
      <div className="field">
        <label htmlFor="estimate-numberOfCourts">{form.numberOfCourts.label}</label>
        <select id="estimate-numberOfCourts" name="numberOfCourts" defaultValue={initial.numberOfCourts ?? ''}>
          <option value="">{form.choose}</option>
          {form.numberOfCourts.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="estimate-numberOfLocations">{form.numberOfLocations.label}</label>
        <input
          id="estimate-numberOfLocations"
          name="numberOfLocations"
          type="number"
          min={1}
          max={maxLocations}
          step={1}
          inputMode="numeric"
          defaultValue={initial.numberOfLocations ?? ''}
        />
      </div>
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
      <button type="submit" className="button primary">
        {form.submit}
      </button>
    </>
  );
}
