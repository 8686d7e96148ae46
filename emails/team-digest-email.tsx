import { Heading, Hr, Text } from '@react-email/components';
import { EmailLayout, paragraph } from './email-layout';
import { FieldTable } from './field-table';

/** One lead of a digest: a heading naming it, what the team must know, and every field. */
export interface DigestEntry {
  heading: string;
  facts: string[];
  fields: { label: string; value: string }[];
}

/** The team's digest (lib/delivery/team-digest.tsx): the leads of an interval in one mail, each as the notification shows it. */
export function TeamDigestEmail(props: {
  locale: string;
  brand: string;
  title: string;
  intro: string;
  entries: DigestEntry[];
  footer: string;
}) {
  return (
    <EmailLayout locale={props.locale} brand={props.brand} preview={props.title} footer={props.footer}>
      <Heading as="h1" style={{ fontSize: 20, margin: '0 0 16px' }}>
        {props.title}
      </Heading>
      <Text style={paragraph}>{props.intro}</Text>
      {props.entries.map((entry) => (
        <div key={entry.heading}>
          <Hr style={{ margin: '24px 0 8px' }} />
          <Heading as="h2" style={{ fontSize: 16, margin: '8px 0' }}>
            {entry.heading}
          </Heading>
          {entry.facts.map((fact) => (
            <Text key={fact} style={{ ...paragraph, margin: '0 0 4px' }}>
              {fact}
            </Text>
          ))}
          <FieldTable rows={entry.fields} />
        </div>
      ))}
    </EmailLayout>
  );
}
