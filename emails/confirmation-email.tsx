import { Heading, Text } from '@react-email/components';
import { EmailLayout, paragraph } from './email-layout';
import { FieldTable } from './field-table';

/** The confirmation a submitter receives. Every text arrives translated; of the request, only a given name and the labels of choices. */
export interface ConfirmationEmailProps {
  locale: string;
  brand: string;
  preview: string;
  greeting: string;
  intro: string;
  next: string;
  summaryTitle: string;
  choices: { label: string; value: string }[];
  reference: string;
  signature: string;
  footer: string;
}

export function ConfirmationEmail(props: ConfirmationEmailProps) {
  return (
    <EmailLayout locale={props.locale} brand={props.brand} preview={props.preview} footer={props.footer}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>{props.intro}</Text>
      <Text style={{ ...paragraph, fontWeight: 600 }}>{props.next}</Text>
      {props.choices.length > 0 && (
        <>
          <Heading as="h2" style={{ fontSize: 16, margin: '24px 0 8px' }}>
            {props.summaryTitle}
          </Heading>
          <FieldTable rows={props.choices} />
        </>
      )}
      <Text style={{ ...paragraph, marginTop: 20, fontSize: 13, color: '#5b6b65' }}>{props.reference}</Text>
      <Text style={paragraph}>{props.signature}</Text>
    </EmailLayout>
  );
}
