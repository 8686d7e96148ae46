import type { Locale } from '@/lib/i18n/locales';
import type { YourClubLook } from '@/lib/your-club/club-look';

/**
 * DRAWING SLOT. The member app and the website are drawn by components/product-screens
 * (`MemberAppScreen`, `ClubWebsiteScreen`, branch `screens`); until that branch is merged this slot
 * draws a plain stand-in with the same inputs, so the rest of the page and its tests work: a bar in
 * the club's colour with its name in white, and its sports. Colours go through SVG presentation
 * attributes, which the page's `style-src 'self'` allows. Replace the body with:
 *   <MemberAppScreen locale={locale} club={look} /> <ClubWebsiteScreen locale={locale} club={look} />
 * The live script (your-club-live.tsx) changes the text marked `data-club-name` and every `fill`
 * equal to the club's colour, so the drawings need only draw them.
 */
export async function ClubDrawings({ look, sportLabels }: { locale: Locale; look: YourClubLook; sportLabels: string[] }) {
  const height = 86 + sportLabels.length * 36;
  return (
    <div className="your-club-drawings">
      <svg viewBox={`0 0 320 ${height}`} className="your-club-drawing">
        <rect x="0.5" y="0.5" width="319" height={height - 1} rx="16" fill="#ffffff" stroke="#dfe6e2" />
        <rect x="0" y="0" width="320" height="56" rx="16" fill={look.colour} />
        <rect x="0" y="40" width="320" height="16" fill={look.colour} />
        <text x="20" y="36" fill="#ffffff" fontSize="18" fontWeight="700" data-club-name="">
          {look.name}
        </text>
        {sportLabels.map((label, index) => (
          <g key={label}>
            <rect x="20" y={76 + index * 36} width="280" height="28" rx="6" fill="#eef4f1" />
            <text x="32" y={95 + index * 36} fill="#1d2b26" fontSize="14">
              {label}
            </text>
          </g>
        ))}
      </svg>
    </div>
  );
}
