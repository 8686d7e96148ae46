'use client';

import { useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { languageLinkQuery } from '@/lib/language-links/carried-query';

export interface WithQueryProps {
  samePage: string;
  links: (query: string) => ReactNode;
}

/** The language links of a page whose answers are in its address, with those answers (./language-links.tsx). */
export function WithQuery({ samePage, links }: WithQueryProps) {
  return links(languageLinkQuery(samePage, useSearchParams() ?? new URLSearchParams()));
}
