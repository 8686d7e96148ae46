import { operations } from '@/lib/operations/registry';

/** Crockford's base32: no I, L, O or U, so a reference reads aloud and copies without mistakes. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short, quotable lead reference: the operation's letter, a dash and 8 characters (40 bits). */
export function newReference(prefix: string): string {
  let bits = 0n;
  for (const byte of crypto.getRandomValues(new Uint8Array(5))) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 8; i++) {
    code = CROCKFORD[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return `${prefix}-${code}`;
}

/** Any operation's reference: one of the registry's letters, a dash, 8 Crockford characters. */
export const REFERENCE_PATTERN = new RegExp(`^[${operations.map((operation) => operation.referencePrefix).join('')}]-[${CROCKFORD}]{8}$`);
