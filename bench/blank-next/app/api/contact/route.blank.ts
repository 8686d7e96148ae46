import { contactSchema } from '../../contact-schema';

export async function POST(request: Request): Promise<Response> {
  const body: unknown = await request.json().catch(() => undefined);
  const result = contactSchema.safeParse(body);
  if (!result.success) return Response.json({ error: result.error.issues }, { status: 400 });
  return Response.json({ received: true });
}
