import { Heading, Text } from '@react-email/components';
import { EmailLayout, paragraph } from './email-layout';
import { FieldTable } from './field-table';

/** The team's copy of a lead: every submitted field, laid out for a salesperson, and where it came from. */
export interface TeamNotificationEmailProps {
  locale: string;
  brand: string;
  title: string;
  intro: string;
  facts: string[];
  fieldsTitle: string;
  fields: { label: string; value: string }[];
  /** The person's other leads of the last days (lib/destinations/other-leads-lines.ts); absent when there are none. */
  otherLeads?: { title: string; items: string[] };
  /** Where a form's lead came from (campaign, referring site, landing page); absent for the API's. */
  origin?: { title: string; rows: { label: string; value: string }[] };
  footer: string;
}

export function TeamNotificationEmail(props: TeamNotificationEmailProps) {
  return (
    <EmailLayout locale={props.locale} brand={props.brand} preview={props.title} footer={props.footer}>
      <Heading as="h1" style={{ fontSize: 20, margin: '0 0 16px' }}>
        {props.title}
      </Heading>
      <Text style={paragraph}>{props.intro}</Text>
      {props.facts.map((fact) => (
        <Text key={fact} style={{ ...paragraph, margin: '0 0 4px' }}>
          {fact}
        </Text>
      ))}
      {props.otherLeads && (
        <>
          <Heading as="h2" style={{ fontSize: 16, margin: '24px 0 8px' }}>
            {props.otherLeads.title}
          </Heading>
          {props.otherLeads.items.map((item) => (
            <Text key={item} style={{ ...paragraph, margin: '0 0 4px' }}>
              {item}
            </Text>
          ))}
        </>
      )}
      <Heading as="h2" style={{ fontSize: 16, margin: '24px 0 8px' }}>
        {props.fieldsTitle}
      </Heading>
      <FieldTable rows={props.fields} />
      {props.origin && (
        <>
          <Heading as="h2" style={{ fontSize: 16, margin: '24px 0 8px' }}>
            {props.origin.title}
          </Heading>
          <FieldTable rows={props.origin.rows} />
        </>
      )}
    </EmailLayout>
  );
}
