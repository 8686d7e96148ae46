import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { BrandedPdf } from '@/lib/pdf/branded-pdf';
import { BRAND_COLOURS } from '@/lib/site/brand-colours';

/**
 * The brochure's page, laid out with the same components, colours and typeface (Noto Sans) as the
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

const { green, muted, pale } = BRAND_COLOURS;

const styles = StyleSheet.create({
  intro: { fontSize: 11, marginTop: 16 },
  heading: { fontWeight: 'bold', fontSize: 14, color: green, marginTop: 12, marginBottom: 4 },
  sportNames: { fontWeight: 'bold', color: green, marginTop: 5 },
  features: { flexDirection: 'row', flexWrap: 'wrap', justifyContent: 'space-between' },
  feature: { width: '48%', marginBottom: 5 },
  featureName: { fontWeight: 'bold' },
  featureText: { fontSize: 9, lineHeight: 1.3, color: muted },
  step: { flexDirection: 'row', marginBottom: 3 },
  stepNumber: { width: 16, fontWeight: 'bold', color: green },
  stepText: { flex: 1 },
  cta: { backgroundColor: pale, marginTop: 12, paddingVertical: 10, paddingHorizontal: 16 },
  ctaTitle: { fontWeight: 'bold', fontSize: 13, color: green },
  ctaText: { fontSize: 10.5, marginTop: 4 },
});

export function BrochureDocument(props: BrochureProps) {
  return (
    <BrandedPdf
      locale={props.locale}
      meta={props.meta}
      product={props.product}
      subtitle={props.tagline}
      footer={props.footer}
      style={{
        page: { paddingBottom: 40, lineHeight: 1.35 },
        band: { paddingTop: 32, paddingBottom: 22 },
        product: { fontSize: 28, lineHeight: 1.15 },
        subtitle: { fontSize: 14, lineHeight: 1.3, marginTop: 8 },
      }}
    >
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
    </BrandedPdf>
  );
}

/** The brochure as the element `renderPdf` (lib/pdf/branded-pdf.tsx) takes. */
export function brochureElement(props: BrochureProps) {
  return <BrochureDocument {...props} />;
}
