import { Heading, Link, Section, Text } from '@react-email/components';
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
  /** A demo request's next free times, as links to the booking page, grouped by day in the person's zone. */
  offer?: SlotOffer;
  summaryTitle: string;
  choices: { label: string; value: string }[];
  reference: string;
  signature: string;
  footer: string;
}

export interface SlotOffer {
  title: string;
  intro: string;
  /** "Time zone: Madrid · Central European Time (GMT+01:00)". */
  zone: string;
  days: { label: string; slots: { time: string; url: string }[] }[];
  allTimes: { label: string; url: string };
}

const green = '#0f6b4f';

export function ConfirmationEmail(props: ConfirmationEmailProps) {
  return (
    <EmailLayout locale={props.locale} brand={props.brand} preview={props.preview} footer={props.footer}>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>{props.intro}</Text>
      <Text style={{ ...paragraph, fontWeight: 600 }}>{props.next}</Text>
      {props.offer && <Offer {...props.offer} />}
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

function Offer(offer: SlotOffer) {
  return (
    <Section style={{ backgroundColor: '#eef4f1', borderRadius: 6, padding: '16px 18px', margin: '8px 0 8px' }}>
      <Heading as="h2" style={{ fontSize: 16, margin: '0 0 6px' }}>
        {offer.title}
      </Heading>
      <Text style={{ ...paragraph, margin: '0 0 4px' }}>{offer.intro}</Text>
      <Text style={{ fontSize: 13, lineHeight: '20px', color: '#5b6b65', margin: '0 0 10px' }}>{offer.zone}</Text>
      {offer.days.map((day) => (
        <Section key={day.label} style={{ margin: '0 0 10px' }}>
          <Text style={{ ...paragraph, fontWeight: 600, margin: '0 0 6px' }}>{day.label}</Text>
          {/* A cell per time: side by side here, a line each in the text part. */}
          <table role="presentation" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'separate' }}>
            <tbody>
              <tr>
                {day.slots.map((slot) => (
                  <td key={slot.url} style={{ padding: '0 8px 6px 0' }}>
                    <Link
                      href={slot.url}
                      style={{
                        display: 'inline-block',
                        color: green,
                        fontSize: 15,
                        fontWeight: 600,
                        border: `1px solid ${green}`,
                        borderRadius: 6,
                        padding: '6px 14px',
                        backgroundColor: '#ffffff',
                      }}
                    >
                      {slot.time}
                    </Link>
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </Section>
      ))}
      <Text style={{ ...paragraph, margin: '6px 0 0' }}>
        <Link href={offer.allTimes.url} style={{ color: green, textDecoration: 'underline' }}>
          {offer.allTimes.label}
        </Link>
      </Text>
    </Section>
  );
}
