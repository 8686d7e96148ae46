/**
 * A JSON Schema that the server card names by reference into /openapi.json
 * (`…/openapi.json#/components/schemas/QuoteRequest`), made whole: the component, with the
 * components it refers to (`#/components/schemas/SportValue`) put in place. No dependencies, so that
 * both vitest and Playwright suites can use it.
 */
export function resolvedComponent(openApi: { components: { schemas: Record<string, unknown> } }, ref: string): unknown {
  const name = /#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1];
  if (!name || !(name in openApi.components.schemas)) throw new Error(`${ref} names no component schema of the OpenAPI document`);
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (!value || typeof value !== 'object') return value;
    const { $ref } = value as { $ref?: unknown };
    if (typeof $ref === 'string' && $ref.startsWith('#/components/schemas/')) return resolvedComponent(openApi, $ref);
    return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, inline(member)]));
  };
  return inline(openApi.components.schemas[name]);
}
