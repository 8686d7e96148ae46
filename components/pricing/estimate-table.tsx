import type { EstimateCopy, EstimateRow, EstimateView } from '@/lib/pricing/estimate-view';

/**
 * An estimate's line items and totals: the estimate page renders it on the server, the pricing
 * page's live estimate in the browser, from the same EstimateView.
 */
export function EstimateTable({ view, copy }: { view: EstimateView; copy: EstimateCopy }) {
  const { headings } = copy;
  const rows = (caption: string, items: EstimateRow[], total: string, totalLabel: string) => (
    <table className="estimate-table">
      <caption>{caption}</caption>
      <colgroup>
        <col />
        <col className="col-quantity" />
        <col className="col-amount" />
      </colgroup>
      <thead>
        <tr>
          <th scope="col">{headings.item}</th>
          <th scope="col" className="number">
            {headings.quantity} × {headings.unitPrice}
          </th>
          <th scope="col" className="number">
            {headings.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td className="number quantity">{row.unit && `${row.quantity} × ${row.unit}`}</td>
            <td className="number">{row.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          {/* Over the quantity's column too: a "from" total is wider than an amount. */}
          <td colSpan={2} className="number" data-total={totalLabel === headings.monthlyTotal ? 'monthly' : 'setUp'}>
            {total}
          </td>
        </tr>
      </tfoot>
    </table>
  );
  return (
    <div className="estimate">
      {rows(headings.monthlyTitle, view.monthlyRows, view.monthly, headings.monthlyTotal)}
      {rows(headings.setUpTitle, view.setUpRows, view.setUp, headings.setUpTotal)}
      <dl className="estimate-year">
        <div>
          <dt>{headings.yearlyDiscount}</dt>
          <dd className="number">{view.yearlyDiscount}</dd>
        </div>
        <div className="estimate-first-year">
          <dt>{headings.firstYear}</dt>
          <dd className="number" data-total="firstYear">
            {view.firstYear}
          </dd>
        </div>
      </dl>
      <p className="estimate-vat">{view.vatNote}</p>
      {view.leftOut.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {view.assumptions.length > 0 && (
        <div className="estimate-assumptions">
          <h3>{headings.assumptionsTitle}</h3>
          <ul>
            {view.assumptions.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
