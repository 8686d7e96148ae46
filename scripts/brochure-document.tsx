import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import { BRAND_COLOURS } from '@/lib/site/brand-colours';

/**
 * The brochure's page, laid out with the same components, colours and built-in Helvetica as the
 * quotation (lib/quotation/quotation-document.tsx): one way of making PDFs. Every text arrives
 * translated (scripts/build-brochures.ts words it), so this file only lays it out.
 */

export interface BrochureProps {
  locale: string;
  /** Document properties, fixed so that unchanged copy makes the same bytes. */
  meta: { title: string; author: string; date: Date };
  product: string;
  tagline: string;
  intro: string;
  sports: { title: string; text: string; names: string };
  features: { title: string; items: { name: string; text: string }[] };
  whiteLabel: { title: string; text: string };
  onboarding: { title: string; steps: string[] };
  cta: { title: string; text: string };
  footer: string;
}

const { green, ink, muted, pale } = BRAND_COLOURS;
const MARGIN = 56;

const styles = StyleSheet.create({
  page: { fontFamily: 'Helvetica', fontSize: 10, color: ink, paddingBottom: 40, paddingHorizontal: MARGIN, lineHeight: 1.35 },
  band: { backgroundColor: green, marginHorizontal: -MARGIN, paddingHorizontal: MARGIN, paddingTop: 32, paddingBottom: 22 },
  product: { fontFamily: 'Helvetica-Bold', fontSize: 28, lineHeight: 1.15, color: '#ffffff' },
  tagline: { fontSize: 14, lineHeight: 1.3, color: '#ffffff', marginTop: 8 },
  intro: { fontSize: 11, marginTop: 16 },
  heading: { fontFamily: 'Helvetica-Bold', fontSize: 14, color: green, marginTop: 12, marginBottom: 4 },
  sportNames: { fontFamily: 'Helvetica-Bold', color: green, marginTop: 5 },
  features: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' },
  feature: { width: '48%', marginBottom: 5 },
  featureName: { fontFamily: 'Helvetica-Bold' },
  featureText: { fontSize: 9, lineHeight: 1.3, color: muted },
  step: { flexDirection: 'row', marginBottom: 3 },
  stepNumber: { width: 16, fontFamily: 'Helvetica-Bold', color: green },
  stepText: { flex: 1 },
  cta: { backgroundColor: pale, marginTop: 12, paddingVertical: 10, paddingHorizontal: 16 },
  ctaTitle: { fontFamily: 'Helvetica-Bold', fontSize: 13, color: green },
  ctaText: { fontSize: 10.5, marginTop: 4 },
  footer: { position: 'absolute', left: MARGIN, right: MARGIN, bottom: 24, fontSize: 8.5, color: muted, textAlign: 'center' },
});

export function BrochureDocument(props: BrochureProps) {
  return (
    <Document
      title={props.meta.title}
      author={props.meta.author}
      creator={props.meta.author}
      producer={props.meta.author}
      language={props.locale}
      creationDate={props.meta.date}
      modificationDate={props.meta.date}
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.band}>
          <Text style={styles.product}>{props.product}</Text>
          <Text style={styles.tagline}>{props.tagline}</Text>
        </View>
        <Text style={styles.intro}>{props.intro}</Text>

        <Text style={styles.heading}>{props.sports.title}</Text>
        <Text>{props.sports.text}</Text>
        <Text style={styles.sportNames}>{props.sports.names}</Text>

        <Text style={styles.heading}>{props.features.title}</Text>
        <View style={styles.features}>
          {props.features.items.map((feature) => (
            <View key={feature.name} style={styles.feature}>
              <Text style={styles.featureName}>{feature.name}</Text>
              <Text style={styles.featureText}>{feature.text}</Text>
            </View>
          ))}
        </View>

        <Text style={styles.heading}>{props.whiteLabel.title}</Text>
        <Text>{props.whiteLabel.text}</Text>

        <Text style={styles.heading}>{props.onboarding.title}</Text>
        {props.onboarding.steps.map((step, index) => (
          <View key={step} style={styles.step}>
            <Text style={styles.stepNumber}>{index + 1}.</Text>
            <Text style={styles.stepText}>{step}</Text>
          </View>
        ))}

        <View style={styles.cta} wrap={false}>
          <Text style={styles.ctaTitle}>{props.cta.title}</Text>
          <Text style={styles.ctaText}>{props.cta.text}</Text>
        </View>

        <Text style={styles.footer} fixed>
          {props.footer}
        </Text>
      </Page>
    </Document>
  );
}

/** The brochure as the element `renderToBuffer` takes. */
export function brochureElement(props: BrochureProps) {
  return <BrochureDocument {...props} />;
}
