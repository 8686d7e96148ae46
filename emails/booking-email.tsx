import { Button, Heading, Link, Section, Text } from '@react-email/components';
import { EmailLayout, paragraph } from './email-layout';
import { FieldTable } from './field-table';

/**
 * The person's mail of a demo meeting: booked, moved or cancelled, with its time in their zone and
 * the invitation attached. Every text arrives translated; of the request, only a given name.
 */
export interface BookingEmailProps {
  locale: string;
  brand: string;
  preview: string;
  title: string;
  /** A cancellation shows the time it was planned for, struck through. */
  cancelled: boolean;
  greeting: string;
  intro: string;
  /** "When" (or "It was planned for") and the time, its zone named. */
  time: { label: string; value: string };
  /** The meeting link, or the sentence that the team will send one; absent once cancelled. */
  meeting?: { url: string; label: string } | { later: string };
  invitation: string;
  /** Move and cancel, each a signed link; absent once cancelled. */
  change?: { title: string; move?: { label: string; url: string }; cancel: { label: string; url: string }; note: string };
  /** After a cancellation: how to ask again, and the link that books another time. */
  bookAgain?: string;
  bookAgainLink?: { label: string; url: string };
  /** A meeting booked with its request: the choices the confirmation would have listed (this mail is it). */
  summary?: { title: string; choices: { label: string; value: string }[] };
  reference: string;
  signature: string;
  footer: string;
}

const green = '#0f6b4f';
const muted = { fontSize: 13, lineHeight: '20px', color: '#5b6b65' } as const;

export function BookingEmail(props: BookingEmailProps) {
  const { cancelled } = props;
  return (
    <EmailLayout locale={props.locale} brand={props.brand} preview={props.preview} footer={props.footer}>
      <Heading as="h1" style={{ fontSize: 20, margin: '0 0 16px' }}>
        {props.title}
      </Heading>
      <Text style={paragraph}>{props.greeting}</Text>
      <Text style={paragraph}>{props.intro}</Text>
      <Section style={{ backgroundColor: cancelled ? '#f4f6f5' : '#eef4f1', borderRadius: 6, padding: '14px 18px', margin: '4px 0 18px' }}>
        <Text style={{ ...muted, margin: 0 }}>{props.time.label}</Text>
        <Text
          style={{
            fontSize: 16,
            lineHeight: '24px',
            fontWeight: 600,
            margin: '2px 0 0',
            ...(cancelled ? { textDecoration: 'line-through', color: '#5b6b65' } : {}),
          }}
        >
          {props.time.value}
        </Text>
      </Section>
      {props.meeting &&
        ('url' in props.meeting ? (
          <Section style={{ margin: '0 0 18px' }}>
            <Button
              href={props.meeting.url}
              style={{ backgroundColor: green, color: '#ffffff', borderRadius: 6, padding: '10px 18px', fontSize: 15, fontWeight: 600 }}
            >
              {props.meeting.label}
            </Button>
            <Text style={{ ...muted, margin: '8px 0 0', wordBreak: 'break-all' }}>{props.meeting.url}</Text>
          </Section>
        ) : (
          <Text style={paragraph}>{props.meeting.later}</Text>
        ))}
      <Text style={{ ...paragraph, ...muted }}>{props.invitation}</Text>
      {props.change && (
        <>
          <Heading as="h2" style={{ fontSize: 16, margin: '24px 0 8px' }}>
            {props.change.title}
          </Heading>
          {props.change.move && (
            <Text style={{ ...paragraph, margin: '0 0 6px' }}>
              <Link href={props.change.move.url} style={{ color: green, fontWeight: 600 }}>
                {props.change.move.label}
              </Link>
            </Text>
          )}
          <Text style={{ ...paragraph, margin: '0 0 6px' }}>
            <Link href={props.change.cancel.url} style={{ color: green, fontWeight: 600 }}>
              {props.change.cancel.label}
            </Link>
          </Text>
          <Text style={{ ...muted, margin: '0 0 14px' }}>{props.change.note}</Text>
        </>
      )}
      {props.bookAgain && <Text style={paragraph}>{props.bookAgain}</Text>}
      {props.bookAgainLink && (
        <Section style={{ margin: '0 0 18px' }}>
          <Button
            href={props.bookAgainLink.url}
            style={{ backgroundColor: green, color: '#ffffff', borderRadius: 6, padding: '10px 18px', fontSize: 15, fontWeight: 600 }}
          >
            {props.bookAgainLink.label}
          </Button>
        </Section>
      )}
      {props.summary && props.summary.choices.length > 0 && (
        <>
          <Heading as="h2" style={{ fontSize: 16, margin: '24px 0 8px' }}>
            {props.summary.title}
          </Heading>
          <FieldTable rows={props.summary.choices} />
        </>
      )}
      <Text style={{ ...paragraph, marginTop: 20, fontSize: 13, color: '#5b6b65' }}>{props.reference}</Text>
      <Text style={paragraph}>{props.signature}</Text>
    </EmailLayout>
  );
}
