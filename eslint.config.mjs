// Next.js's recommended rules (core web vitals, TypeScript), in ESLint's flat config.
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // bench/blank-next is a separate Next.js app, the benchmarks' yardstick (its README);
  // .email-previews is written by `npm run email:dev` (scripts/email-previews.ts).
  { ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'public/**', 'bench/blank-next/**', '.email-previews/**'] },
  {
    // Tests read JSON answers and assert on them member by member; typing every answer would
    // restate the schemas they check.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
];

export default config;
