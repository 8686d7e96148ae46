import type { ReactNode } from 'react';
import { fitText } from '@/lib/product-screens/fit-text';

/**
 * The pieces every product screen is drawn with. The drawing is one SVG with role="img" and the
 * screen's description as its name, so a screen reader reads one sentence, not the labels inside.
 */
export function ScreenSvg({
  kind,
  width,
  height,
  label,
  children,
}: {
  kind: string;
  width: number;
  height: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={`product-screen product-screen-${kind}`}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={label}
      xmlns="http://www.w3.org/2000/svg"
      fontFamily="inherit"
    >
      {children}
    </svg>
  );
}

interface LabelProps {
  x: number;
  y: number;
  text: string;
  size: number;
  /** The width the text may take; a longer text is drawn smaller, down to `smallest`, then squeezed (lib/product-screens/fit-text.ts). */
  room: number;
  /** The smallest size a long text may be drawn at; by default its own (lib/product-screens/legible-size.ts). */
  smallest?: number;
  fill: string;
  bold?: boolean;
  anchor?: 'start' | 'middle' | 'end';
}

export function Label({ x, y, text, size, room, smallest, fill, bold, anchor = 'start' }: LabelProps) {
  const fitted = fitText(text, size, room, smallest, bold);
  return (
    <text
      x={x}
      y={y}
      fontSize={fitted.fontSize}
      fill={fill}
      fontWeight={bold ? 700 : 400}
      textAnchor={anchor}
      textLength={fitted.textLength}
      lengthAdjust={fitted.textLength ? 'spacingAndGlyphs' : undefined}
    >
      {text}
    </text>
  );
}

/**
 * The club's mark: a disc in its colour with the first letter of its name; on white, a colour too
 * light to be seen there gets a `ring` of its deeper shade (lib/colour/club-colours.ts `line`).
 */
export function ClubMark({
  cx,
  cy,
  r,
  name,
  fill,
  letter,
  ring,
}: {
  cx: number;
  cy: number;
  r: number;
  name: string;
  fill: string;
  letter: string;
  ring?: string;
}) {
  return (
    <g>
      <circle cx={cx} cy={cy} r={ring ? r - 0.75 : r} fill={fill} stroke={ring} strokeWidth={ring ? 1.5 : undefined} />
      <text x={cx} y={cy + r * 0.36} fontSize={r} fontWeight={700} fill={letter} textAnchor="middle">
        {[...name.trim()][0]?.toUpperCase() ?? ''}
      </text>
    </g>
  );
}
