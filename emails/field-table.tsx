import { Column, Row, Section, Text } from '@react-email/components';

/** Label/value lines, e.g. the choices in a confirmation or every field of a lead. */
export function FieldTable(props: { rows: { label: string; value: string }[] }) {
  return (
    <Section style={{ backgroundColor: '#f4f6f5', borderRadius: 6, padding: '8px 16px' }}>
      {props.rows.map((row) => (
        <Row key={row.label}>
          <Column style={{ width: '42%', verticalAlign: 'top' }}>
            <Text style={{ fontSize: 13, color: '#5b6b65', margin: '6px 0' }}>{row.label}</Text>
          </Column>
          <Column style={{ verticalAlign: 'top' }}>
            <Text style={{ fontSize: 14, margin: '6px 0', whiteSpace: 'pre-wrap' }}>{row.value}</Text>
          </Column>
        </Row>
      ))}
    </Section>
  );
}
