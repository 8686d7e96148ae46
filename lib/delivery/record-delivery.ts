/** Writes what a delivery did into the deliveries table, once (a row already there stays). */
export type RecordDelivery = (entry: {
  status: 'sent' | 'skipped';
  provider: string;
  providerId?: string;
  recipient?: string;
  detail?: string;
}) => Promise<unknown>;
