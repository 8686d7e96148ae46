/**
 * A fake Resend for `npm run bench:api`, in a process of its own so that it does not share the
 * load generator's CPU. Usage: fake-resend-server.ts <port> <delay ms>
 */
import { startFakeResend } from '../../tests/helpers/fake-providers';

const [port = '4190', delayMs = '0'] = process.argv.slice(2);
const fake = await startFakeResend({ delayMs: Number(delayMs) }, Number(port));
console.log(`fake Resend on ${fake.url}, answering after ${delayMs} ms`);
