'use client';

import { useState, type FormEvent } from 'react';
import type { QuoteAnswers } from '@/lib/quotation/calculate';
import type { PriceList } from '@/lib/quotation/price-list';
import type { Locale } from '@/lib/i18n/locales';
import { answersOfForm } from '@/lib/pricing/live-answers';
import { liveQuotation } from '@/lib/pricing/live-quotation';
import { estimateView, type EstimateCopy } from '@/lib/pricing/estimate-view';
import { EstimateTable } from './estimate-table';

export interface EstimateFormCopy {
  numberOfCourts: { label: string; options: { value: string; label: string }[] };
  numberOfLocations: { label: string };
  features: { label: string; options: { value: string; label: string }[] };
  choose: string;
  submit: string;
  /** The live estimate's heading, for the region's name. */
  estimateTitle: string;
}

interface Props {
  locale: Locale;
  prices: PriceList;
  copy: EstimateCopy;
  form: EstimateFormCopy;
  /** The estimate page: the form's GET goes there, with or without JavaScript. */
  action: string;
  maxLocations: number;
  initial: QuoteAnswers;
}

/**
 * The answers a price depends on and their estimate. Without JavaScript it is a GET form to the
 * estimate page, which works the estimate out on the server and prefills the quote form; with it,
 * the estimate beside the answers follows each change, from the price list the server passed in.
 */
export function LiveEstimate({ locale, prices, copy, form, action, maxLocations, initial }: Props) {
  const [answers, setAnswers] = useState(initial);
  const onChange = (event: FormEvent<HTMLFormElement>) => setAnswers(answersOfForm(new FormData(event.currentTarget), maxLocations));
  const view = estimateView(liveQuotation(answers, prices), copy, locale);
  const chosen = new Set<string>(initial.features ?? []);
  return (
    <div className="live-estimate">
      <form className="estimate-form" method="get" action={action} onChange={onChange} onInput={onChange}>
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
      </form>
      <section className="estimate-panel" aria-label={form.estimateTitle} aria-live="polite">
        <EstimateTable view={view} copy={copy} />
      </section>
    </div>
  );
}
