import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { BrandedPdf } from '@/lib/pdf/branded-pdf';
import { BRAND_COLOURS } from '@/lib/site/brand-colours';

/**
 * The quotation's pages (docs/decisions.md "Prices"): every text arrives translated and formatted
 * (lib/quotation/quotation-pdf.tsx words it), so this file only lays it out, in the brochure's
 * colours and the brand's typeface (lib/pdf/branded-pdf.tsx).
 */

export interface QuotationRow {
  label: string;
  /** Empty for a module that comes with the platform. */
  quantity: string;
  unitPrice: string;
  /** "Included" for that module. */
  amount: string;
}

export interface QuotationTable {
  title: string;
  rows: QuotationRow[];
  total: { label: string; amount: string };
}

export interface QuotationDocumentProps {
  locale: string;
  /** Document properties; fixed, so that one lead's PDF is the same bytes every time. */
  meta: { title: string; author: string; date: Date };
  product: string;
  title: string;
  preparedFor?: string;
  facts: { label: string; value: string }[];
  columns: { item: string; quantity: string; unitPrice: string; amount: string };
  tables: QuotationTable[];
  summary: { label: string; amount: string; strong?: boolean }[];
  /** Said of every amount or line above: VAT in or out, an optional item left out. */
  notes: string[];
  assumptions?: { title: string; items: string[] };
  indicative: string;
  footer: string;
}

const { green, muted, pale } = BRAND_COLOURS;

const styles = StyleSheet.create({
  preparedFor: { fontSize: 12, fontWeight: 'bold', marginTop: 18 },
  facts: { flexDirection: 'row', marginTop: 12, marginBottom: 2 },
  fact: { marginRight: 36 },
  factLabel: { fontSize: 8.5, color: muted, marginBottom: 2 },
  factValue: { fontSize: 10.5, fontWeight: 'bold' },
  tableTitle: { fontWeight: 'bold', fontSize: 12, color: green, marginTop: 16, marginBottom: 5 },
  row: { flexDirection: 'row', paddingVertical: 3.5, borderBottomWidth: 0.5, borderBottomColor: '#d5e0db' },
  headRow: { flexDirection: 'row', paddingBottom: 4, borderBottomWidth: 1, borderBottomColor: green },
  head: { fontSize: 8.5, color: muted, fontWeight: 'bold' },
  totalRow: { flexDirection: 'row', paddingTop: 6 },
  item: { flexGrow: 1, flexShrink: 1, flexBasis: 0, paddingRight: 10 },
  quantity: { width: 62, textAlign: 'right', paddingRight: 10 },
  money: { width: 88, textAlign: 'right' },
  /** A total may read "à partir de 2 220,00 €": room for it on one line. */
  total: { width: 200, textAlign: 'right' },
  strong: { fontWeight: 'bold' },
  // The box reaches past the columns by its padding, so that its amounts end where the tables' do.
  summary: { backgroundColor: pale, marginTop: 16, marginHorizontal: -14, paddingVertical: 8, paddingHorizontal: 14 },
  summaryRow: { flexDirection: 'row', paddingVertical: 3 },
  summaryStrong: { flexDirection: 'row', paddingTop: 7, marginTop: 4, borderTopWidth: 1, borderTopColor: green },
  assumptionsTitle: { fontWeight: 'bold', fontSize: 11, color: green, marginTop: 14, marginBottom: 4 },
  bulletRow: { flexDirection: 'row', marginTop: 3 },
  bullet: { width: 12, color: green },
  note: { fontSize: 9.5, marginTop: 6 },
  indicative: { fontWeight: 'bold', fontSize: 10.5, color: green, marginTop: 14 },
});

export function QuotationDocument(props: QuotationDocumentProps) {
  const { columns } = props;
  return (
    <BrandedPdf
      locale={props.locale}
      meta={props.meta}
      product={props.product}
      subtitle={props.title}
      footer={props.footer}
      style={{
        page: { paddingBottom: 50 },
        band: { paddingTop: 30, paddingBottom: 22 },
        product: { fontSize: 24 },
        subtitle: { fontSize: 14, marginTop: 6 },
      }}
    >
      {props.preparedFor && <Text style={styles.preparedFor}>{props.preparedFor}</Text>}
      <View style={[styles.facts, props.preparedFor ? {} : { marginTop: 18 }]}>
        {props.facts.map((fact) => (
          <View key={fact.label} style={styles.fact}>
            <Text style={styles.factLabel}>{fact.label}</Text>
            <Text style={styles.factValue}>{fact.value}</Text>
          </View>
        ))}
      </View>

      {props.tables.map((table) => (
        <View key={table.title} wrap={false}>
          <Text style={styles.tableTitle}>{table.title}</Text>
          <View style={styles.headRow}>
            <Text style={[styles.item, styles.head]}>{columns.item}</Text>
            <Text style={[styles.quantity, styles.head]}>{columns.quantity}</Text>
            <Text style={[styles.money, styles.head]}>{columns.unitPrice}</Text>
            <Text style={[styles.money, styles.head]}>{columns.amount}</Text>
          </View>
          {table.rows.map((row) => (
            <View key={row.label} style={styles.row}>
              <Text style={styles.item}>{row.label}</Text>
              <Text style={styles.quantity}>{row.quantity}</Text>
              <Text style={styles.money}>{row.unitPrice}</Text>
              <Text style={styles.money}>{row.amount}</Text>
            </View>
          ))}
          <View style={styles.totalRow}>
            <Text style={[styles.item, styles.strong]}>{table.total.label}</Text>
            <Text style={[styles.total, styles.strong]}>{table.total.amount}</Text>
          </View>
        </View>
      ))}

      <View style={styles.summary} wrap={false}>
        {props.summary.map((line) => (
          <View key={line.label} style={line.strong ? styles.summaryStrong : styles.summaryRow}>
            <Text style={[styles.item, line.strong ? styles.strong : {}]}>{line.label}</Text>
            <Text style={[styles.total, line.strong ? styles.strong : {}]}>{line.amount}</Text>
          </View>
        ))}
      </View>

      {props.notes.map((note) => (
        <Text key={note} style={styles.note}>
          {note}
        </Text>
      ))}

      {props.assumptions && (
        <View wrap={false}>
          <Text style={styles.assumptionsTitle}>{props.assumptions.title}</Text>
          {props.assumptions.items.map((item) => (
            <View key={item} style={styles.bulletRow}>
              <Text style={styles.bullet}>•</Text>
              <Text style={styles.item}>{item}</Text>
            </View>
          ))}
        </View>
      )}

      <Text style={styles.indicative}>{props.indicative}</Text>
    </BrandedPdf>
  );
}
