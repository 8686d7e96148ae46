import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

/** The frame every email shares: language, preview line, the brand, a readable column, the footer. */
export function EmailLayout(props: { locale: string; brand: string; preview: string; footer: string; children: ReactNode }) {
  return (
    <Html lang={props.locale}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f4f6f5', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1d2b26' }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: 560, margin: '24px auto', padding: '32px 28px', borderRadius: 8 }}>
          <Text style={{ fontSize: 18, fontWeight: 700, color: '#0f6b4f', margin: '0 0 24px' }}>{props.brand}</Text>
          {props.children}
          <Hr style={{ borderColor: '#dfe6e2', margin: '28px 0 16px' }} />
          <Section>
            <Text style={{ fontSize: 12, lineHeight: '18px', color: '#5b6b65' }}>{props.footer}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const paragraph = { fontSize: 15, lineHeight: '24px', margin: '0 0 14px' } as const;
