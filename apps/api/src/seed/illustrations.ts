// Demo product pictures that show what a product is (and task category icons and task photos that show
// the kind of work): one drawing per kind, made of simple
// shapes at seed time (no files to ship, nothing fetched). A 600×600 canvas, the object centred on a
// soft floor shadow; `c` is the product's colour, `d` the dark of its frame and handles.

/** What a drawing is of; each leaf category of the demo shop names one. */
export const ILLUSTRATION_KINDS = [
  'phone',
  'laptop',
  'headphones',
  'camera',
  'shirt',
  'dress',
  'shoe',
  'cooker',
  'kettle',
  'chair',
  'rice-sack',
  'tea-cup',
  'noodles',
  'cream-jar',
  'shampoo',
  'lipstick',
  'dumbbell',
  'bicycle',
  'tent',
  'book',
  'book-stack',
  'picture-book',
  'bricks',
  'doll',
  'dice',
  // The task categories' icons and task photos.
  'broom',
  'wrench',
  'tap',
  'bulb',
  'paint-roller',
  'box',
  'plant',
] as const;
export type IllustrationKind = (typeof ILLUSTRATION_KINDS)[number];

type Palette = { c: string; d: string };

const DARK = '#1f2937';
const METAL = '#9ca3af';
const PAPER = '#f9fafb';

const DRAWINGS: Record<IllustrationKind, (p: Palette) => string> = {
  phone: ({ c, d }) => `
  <rect x="195" y="80" width="210" height="410" rx="38" fill="${d}"/>
  <rect x="212" y="118" width="176" height="330" rx="10" fill="${c}"/>
  <rect x="270" y="95" width="60" height="10" rx="5" fill="#4b5563"/>
  <circle cx="300" cy="468" r="11" fill="#4b5563"/>
  <rect x="232" y="150" width="54" height="54" rx="12" fill="#ffffff" fill-opacity="0.5"/>
  <rect x="314" y="150" width="54" height="54" rx="12" fill="#ffffff" fill-opacity="0.35"/>
  <rect x="232" y="226" width="54" height="54" rx="12" fill="#ffffff" fill-opacity="0.35"/>
  <rect x="314" y="226" width="54" height="54" rx="12" fill="#ffffff" fill-opacity="0.5"/>`,
  laptop: ({ c, d }) => `
  <rect x="130" y="130" width="340" height="230" rx="16" fill="${d}"/>
  <rect x="148" y="148" width="304" height="194" rx="4" fill="${c}"/>
  <path d="M170 320 L250 240 L300 290 L350 230 L430 320 Z" fill="#ffffff" fill-opacity="0.35"/>
  <circle cx="380" cy="190" r="22" fill="#ffffff" fill-opacity="0.5"/>
  <path d="M95 365 L505 365 L545 415 Q545 425 535 425 L65 425 Q55 425 55 415 Z" fill="${METAL}"/>
  <rect x="255" y="372" width="90" height="12" rx="6" fill="#6b7280"/>`,
  headphones: ({ c, d }) => `
  <path d="M165 340 V265 A135 135 0 0 1 435 265 V340" fill="none" stroke="${d}" stroke-width="30" stroke-linecap="round"/>
  <rect x="125" y="290" width="84" height="150" rx="34" fill="${c}"/>
  <rect x="391" y="290" width="84" height="150" rx="34" fill="${c}"/>
  <rect x="190" y="305" width="30" height="120" rx="12" fill="${d}"/>
  <rect x="380" y="305" width="30" height="120" rx="12" fill="${d}"/>`,
  camera: ({ c, d }) => `
  <rect x="200" y="150" width="130" height="70" rx="14" fill="${d}"/>
  <rect x="100" y="200" width="400" height="250" rx="32" fill="${d}"/>
  <rect x="100" y="260" width="400" height="36" fill="${c}"/>
  <circle cx="300" cy="325" r="100" fill="#e5e7eb"/>
  <circle cx="300" cy="325" r="76" fill="${c}"/>
  <circle cx="300" cy="325" r="42" fill="${DARK}"/>
  <circle cx="285" cy="308" r="12" fill="#ffffff" fill-opacity="0.7"/>
  <rect x="410" y="222" width="56" height="26" rx="6" fill="#fde68a"/>`,
  shirt: ({ c, d }) => `
  <path d="M225 110 L165 135 L90 215 L150 280 L190 248 L190 490 L410 490 L410 248 L450 280 L510 215 L435 135 L375 110 Q300 165 225 110 Z" fill="${c}"/>
  <path d="M225 110 Q300 165 375 110 L355 104 Q300 140 245 104 Z" fill="${d}" fill-opacity="0.35"/>
  <rect x="250" y="300" width="70" height="60" rx="6" fill="#ffffff" fill-opacity="0.25"/>`,
  dress: ({ c, d }) => `
  <path d="M250 100 L265 100 L285 150 L315 150 L335 100 L350 100 L365 215 Q335 240 345 262 L465 490 L135 490 L255 262 Q265 240 235 215 Z" fill="${c}"/>
  <rect x="245" y="240" width="110" height="24" rx="8" fill="${d}" fill-opacity="0.6"/>
  <path d="M175 470 Q300 440 425 470" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="10"/>`,
  shoe: ({ c, d }) => `
  <path d="M105 390 L105 300 Q115 255 175 262 L250 275 Q290 225 335 245 L425 320 Q505 338 510 390 Z" fill="${c}"/>
  <rect x="95" y="385" width="425" height="42" rx="16" fill="${PAPER}" stroke="${d}" stroke-width="6"/>
  <path d="M280 262 L312 300 M302 252 L336 290 M258 276 L290 312" stroke="#ffffff" stroke-width="9" stroke-linecap="round"/>
  <path d="M120 330 Q180 320 240 345" fill="none" stroke="${d}" stroke-opacity="0.35" stroke-width="10"/>`,
  cooker: ({ c, d }) => `
  <rect x="288" y="150" width="24" height="46" rx="8" fill="${d}"/>
  <rect x="140" y="240" width="300" height="210" rx="34" fill="${c}"/>
  <ellipse cx="290" cy="240" rx="165" ry="34" fill="#d1d5db"/>
  <ellipse cx="290" cy="232" rx="60" ry="16" fill="${METAL}"/>
  <rect x="440" y="222" width="135" height="28" rx="14" fill="${d}"/>
  <rect x="100" y="300" width="50" height="22" rx="10" fill="${d}"/>
  <path d="M160 330 H420" stroke="#ffffff" stroke-opacity="0.3" stroke-width="10"/>`,
  kettle: ({ c, d }) => `
  <path d="M175 460 L195 250 Q300 205 405 250 L425 460 Z" fill="${c}"/>
  <ellipse cx="300" cy="245" rx="95" ry="22" fill="#d1d5db"/>
  <rect x="282" y="210" width="36" height="22" rx="8" fill="${d}"/>
  <path d="M405 285 Q490 300 470 400 L425 430" fill="none" stroke="${d}" stroke-width="26" stroke-linecap="round"/>
  <path d="M190 300 L120 240 L110 252 L185 345 Z" fill="${c}"/>
  <rect x="165" y="455" width="270" height="28" rx="10" fill="${d}"/>`,
  chair: ({ c, d }) => `
  <rect x="190" y="110" width="220" height="130" rx="18" fill="${c}"/>
  <rect x="195" y="230" width="24" height="90" fill="${d}"/>
  <rect x="381" y="230" width="24" height="90" fill="${d}"/>
  <rect x="170" y="305" width="260" height="44" rx="12" fill="${c}"/>
  <rect x="185" y="345" width="24" height="140" rx="6" fill="${d}"/>
  <rect x="391" y="345" width="24" height="140" rx="6" fill="${d}"/>
  <rect x="240" y="345" width="18" height="110" rx="6" fill="${d}" fill-opacity="0.6"/>
  <rect x="342" y="345" width="18" height="110" rx="6" fill="${d}" fill-opacity="0.6"/>`,
  'rice-sack': ({ c, d }) => `
  <path d="M185 175 Q300 135 415 175 L455 455 Q300 505 145 455 Z" fill="#f5e6c8" stroke="#d6c29c" stroke-width="6"/>
  <path d="M240 160 Q300 105 360 160" fill="none" stroke="${d}" stroke-width="14" stroke-linecap="round"/>
  <rect x="205" y="265" width="190" height="130" rx="14" fill="${c}"/>
  <g fill="#ffffff">
    <ellipse cx="262" cy="318" rx="9" ry="17" transform="rotate(-25 262 318)"/>
    <ellipse cx="300" cy="305" rx="9" ry="17"/>
    <ellipse cx="338" cy="318" rx="9" ry="17" transform="rotate(25 338 318)"/>
    <rect x="245" y="350" width="110" height="12" rx="6" fill-opacity="0.8"/>
  </g>`,
  'tea-cup': ({ c, d }) => `
  <path d="M250 190 Q225 160 250 130 Q275 100 250 70 M320 190 Q295 160 320 130 Q345 100 320 70" fill="none" stroke="#9ca3af" stroke-width="10" stroke-linecap="round"/>
  <ellipse cx="300" cy="445" rx="200" ry="34" fill="#e5e7eb" stroke="${d}" stroke-opacity="0.2" stroke-width="4"/>
  <circle cx="445" cy="300" r="48" fill="none" stroke="${c}" stroke-width="24"/>
  <path d="M160 235 L440 235 L420 395 Q300 470 180 395 Z" fill="${c}"/>
  <ellipse cx="300" cy="235" rx="140" ry="20" fill="#92400e"/>`,
  noodles: ({ c, d }) => `
  <path d="M360 60 L250 300 M400 70 L285 300" stroke="${d}" stroke-width="12" stroke-linecap="round"/>
  <path d="M150 280 Q175 230 205 280 Q235 230 265 280 Q295 230 325 280 Q355 230 385 280 Q415 230 450 280" fill="none" stroke="#facc15" stroke-width="16" stroke-linecap="round"/>
  <path d="M170 270 Q200 215 230 270 Q260 215 290 270 Q320 215 350 270 Q380 215 430 270" fill="none" stroke="#fde047" stroke-width="14" stroke-linecap="round"/>
  <path d="M110 290 L490 290 Q480 445 300 460 Q120 445 110 290 Z" fill="${c}"/>
  <path d="M150 330 H450" stroke="#ffffff" stroke-opacity="0.35" stroke-width="12"/>`,
  'cream-jar': ({ c, d }) => `
  <rect x="165" y="265" width="270" height="190" rx="34" fill="${PAPER}" stroke="${d}" stroke-opacity="0.25" stroke-width="6"/>
  <rect x="155" y="200" width="290" height="78" rx="22" fill="${c}"/>
  <rect x="215" y="320" width="170" height="80" rx="12" fill="${c}" fill-opacity="0.35"/>
  <circle cx="300" cy="360" r="18" fill="${c}"/>`,
  shampoo: ({ c, d }) => `
  <rect x="282" y="95" width="34" height="60" rx="6" fill="${d}"/>
  <rect x="282" y="88" width="100" height="22" rx="8" fill="${d}"/>
  <rect x="265" y="150" width="70" height="60" rx="10" fill="${d}"/>
  <rect x="210" y="195" width="180" height="290" rx="46" fill="${c}"/>
  <rect x="240" y="280" width="120" height="120" rx="14" fill="#ffffff" fill-opacity="0.85"/>
  <path d="M270 340 Q300 300 330 340 Q300 380 270 340 Z" fill="${c}"/>`,
  lipstick: ({ c, d }) => `
  <rect x="235" y="300" width="130" height="185" rx="14" fill="${d}"/>
  <rect x="252" y="235" width="96" height="75" rx="6" fill="#d4af37"/>
  <path d="M266 240 L266 150 Q266 128 300 108 L334 92 L334 240 Z" fill="${c}"/>
  <rect x="235" y="300" width="130" height="16" fill="#d4af37"/>`,
  dumbbell: ({ c, d }) => `
  <rect x="150" y="282" width="300" height="36" rx="10" fill="${METAL}"/>
  <rect x="85" y="190" width="70" height="220" rx="16" fill="${d}"/>
  <rect x="150" y="220" width="48" height="160" rx="12" fill="${c}"/>
  <rect x="445" y="190" width="70" height="220" rx="16" fill="${d}"/>
  <rect x="402" y="220" width="48" height="160" rx="12" fill="${c}"/>`,
  bicycle: ({ c, d }) => `
  <circle cx="170" cy="370" r="95" fill="none" stroke="${d}" stroke-width="18"/>
  <circle cx="430" cy="370" r="95" fill="none" stroke="${d}" stroke-width="18"/>
  <circle cx="170" cy="370" r="10" fill="${d}"/>
  <circle cx="430" cy="370" r="10" fill="${d}"/>
  <path d="M170 370 L265 245 L405 245 L430 370 M265 245 L300 370 L170 370 M300 370 L405 245" fill="none" stroke="${c}" stroke-width="18" stroke-linejoin="round" stroke-linecap="round"/>
  <path d="M265 245 L250 205 M220 200 H285" stroke="${d}" stroke-width="16" stroke-linecap="round"/>
  <path d="M405 245 L390 180 L440 170" fill="none" stroke="${d}" stroke-width="16" stroke-linecap="round"/>
  <circle cx="300" cy="370" r="22" fill="${d}"/>`,
  tent: ({ c, d }) => `
  <path d="M300 110 L530 455 L70 455 Z" fill="${c}"/>
  <path d="M300 110 L530 455 L420 455 Z" fill="${d}" fill-opacity="0.2"/>
  <path d="M300 250 L375 455 L225 455 Z" fill="${d}" fill-opacity="0.75"/>
  <path d="M300 110 L300 80" stroke="${d}" stroke-width="10" stroke-linecap="round"/>
  <path d="M60 460 H540" stroke="${d}" stroke-opacity="0.4" stroke-width="8" stroke-linecap="round"/>`,
  book: ({ c, d }) => `
  <rect x="200" y="110" width="250" height="360" rx="10" fill="${PAPER}" stroke="${d}" stroke-opacity="0.3" stroke-width="4"/>
  <rect x="170" y="95" width="250" height="365" rx="12" fill="${c}"/>
  <rect x="170" y="95" width="34" height="365" rx="10" fill="${d}" fill-opacity="0.3"/>
  <rect x="235" y="160" width="150" height="16" rx="8" fill="#ffffff" fill-opacity="0.85"/>
  <rect x="235" y="190" width="110" height="12" rx="6" fill="#ffffff" fill-opacity="0.6"/>
  <circle cx="310" cy="330" r="45" fill="#ffffff" fill-opacity="0.3"/>`,
  'book-stack': ({ c, d }) => `
  <rect x="130" y="390" width="340" height="70" rx="10" fill="${c}"/>
  <rect x="150" y="400" width="300" height="10" fill="#ffffff" fill-opacity="0.5"/>
  <rect x="160" y="315" width="300" height="75" rx="10" fill="${d}"/>
  <rect x="175" y="327" width="270" height="10" fill="#ffffff" fill-opacity="0.4"/>
  <rect x="145" y="245" width="320" height="70" rx="10" fill="#f59e0b"/>
  <path d="M300 110 L440 165 L300 220 L160 165 Z" fill="${DARK}"/>
  <path d="M220 190 V230 Q300 260 380 230 V190 L300 220 Z" fill="${DARK}"/>
  <path d="M440 165 V225" stroke="#f59e0b" stroke-width="8" stroke-linecap="round"/>`,
  'picture-book': ({ c, d }) => `
  <path d="M300 200 Q215 160 105 180 L105 430 Q215 410 300 450 Z" fill="${PAPER}" stroke="${d}" stroke-opacity="0.35" stroke-width="6"/>
  <path d="M300 200 Q385 160 495 180 L495 430 Q385 410 300 450 Z" fill="${PAPER}" stroke="${d}" stroke-opacity="0.35" stroke-width="6"/>
  <circle cx="200" cy="290" r="45" fill="${c}"/>
  <path d="M360 360 L410 260 L460 360 Z" fill="#f59e0b"/>
  <path d="M150 380 Q200 350 250 380" fill="none" stroke="#22c55e" stroke-width="10" stroke-linecap="round"/>
  <rect x="350" y="220" width="90" height="12" rx="6" fill="${d}" fill-opacity="0.3"/>`,
  bricks: ({ c }) => `
  <g>
    <rect x="120" y="330" width="220" height="120" rx="10" fill="${c}"/>
    <rect x="145" y="305" width="50" height="30" rx="8" fill="${c}"/>
    <rect x="205" y="305" width="50" height="30" rx="8" fill="${c}"/>
    <rect x="265" y="305" width="50" height="30" rx="8" fill="${c}"/>
  </g>
  <g>
    <rect x="300" y="360" width="180" height="90" rx="10" fill="#facc15"/>
    <rect x="355" y="335" width="45" height="30" rx="8" fill="#facc15"/>
    <rect x="410" y="335" width="45" height="30" rx="8" fill="#facc15"/>
  </g>
  <g>
    <rect x="200" y="200" width="180" height="100" rx="10" fill="#ef4444"/>
    <rect x="220" y="175" width="45" height="30" rx="8" fill="#ef4444"/>
    <rect x="275" y="175" width="45" height="30" rx="8" fill="#ef4444"/>
    <rect x="330" y="175" width="45" height="30" rx="8" fill="#ef4444"/>
  </g>
  <path d="M120 450 H480" stroke="#000000" stroke-opacity="0.15" stroke-width="6"/>`,
  doll: ({ c, d }) => `
  <path d="M300 270 L430 470 L170 470 Z" fill="${c}"/>
  <rect x="270" y="250" width="60" height="40" rx="10" fill="${c}"/>
  <path d="M270 280 L200 370 M330 280 L400 370" stroke="#fcd9b6" stroke-width="22" stroke-linecap="round"/>
  <path d="M225 200 Q220 100 300 100 Q380 100 375 200 L385 280 L350 250 L250 250 L215 280 Z" fill="${d}"/>
  <circle cx="300" cy="185" r="62" fill="#fcd9b6"/>
  <path d="M240 160 Q300 110 360 160 Q330 120 300 120 Q260 120 240 160 Z" fill="${d}"/>
  <circle cx="278" cy="190" r="8" fill="${DARK}"/>
  <circle cx="322" cy="190" r="8" fill="${DARK}"/>
  <path d="M285 215 Q300 228 315 215" fill="none" stroke="#e11d48" stroke-width="6" stroke-linecap="round"/>`,
  dice: ({ c, d }) => `
  <rect x="120" y="235" width="180" height="180" rx="28" fill="${PAPER}" stroke="${d}" stroke-width="8"/>
  <g fill="${DARK}">
    <circle cx="165" cy="280" r="15"/><circle cx="210" cy="325" r="15"/><circle cx="255" cy="370" r="15"/>
  </g>
  <g transform="rotate(14 390 300)">
    <rect x="300" y="210" width="180" height="180" rx="28" fill="${c}"/>
    <g fill="#ffffff">
      <circle cx="345" cy="255" r="15"/><circle cx="435" cy="255" r="15"/>
      <circle cx="345" cy="345" r="15"/><circle cx="435" cy="345" r="15"/>
    </g>
  </g>`,
  broom: ({ c, d }) => `
  <path d="M390 70 L300 330" stroke="#92400e" stroke-width="22" stroke-linecap="round"/>
  <path d="M255 315 L350 350 L330 400 L230 365 Z" fill="${d}"/>
  <path d="M230 365 L330 400 L300 500 Q200 500 140 455 Z" fill="${c}"/>
  <path d="M200 420 L170 470 M240 430 L215 490 M280 440 L265 495" stroke="#ffffff" stroke-opacity="0.45" stroke-width="8" stroke-linecap="round"/>
  <circle cx="450" cy="430" r="14" fill="${c}" fill-opacity="0.4"/><circle cx="480" cy="395" r="9" fill="${c}" fill-opacity="0.3"/>`,
  wrench: ({ c, d }) => `
  <g transform="rotate(45 300 300)">
    <rect x="272" y="190" width="56" height="290" rx="24" fill="${c}"/>
    <path d="M300 70 A85 85 0 1 1 299 70 Z M274 40 L274 160 L326 160 L326 40 Z" fill="${d}" fill-rule="evenodd"/>
    <circle cx="300" cy="440" r="14" fill="#ffffff" fill-opacity="0.5"/>
  </g>`,
  tap: ({ c, d }) => `
  <rect x="95" y="190" width="60" height="130" rx="12" fill="${d}"/>
  <path d="M150 230 H350 Q420 230 420 300 V340" fill="none" stroke="${METAL}" stroke-width="56" stroke-linejoin="round"/>
  <rect x="250" y="150" width="40" height="70" rx="8" fill="${d}"/>
  <rect x="200" y="130" width="140" height="32" rx="16" fill="${c}"/>
  <rect x="388" y="335" width="64" height="26" rx="8" fill="${d}"/>
  <path d="M420 385 Q400 420 420 440 Q440 420 420 385 Z" fill="${c}"/>
  <path d="M420 460 Q405 486 420 500 Q435 486 420 460 Z" fill="${c}" fill-opacity="0.6"/>`,
  bulb: ({ c, d }) => `
  <path d="M300 90 A130 130 0 0 1 375 330 Q355 350 355 390 H245 Q245 350 225 330 A130 130 0 0 1 300 90 Z" fill="${c}"/>
  <path d="M270 390 V300 L300 330 L330 300 V390" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="9" stroke-linejoin="round"/>
  <rect x="245" y="390" width="110" height="26" rx="8" fill="${METAL}"/>
  <rect x="250" y="420" width="100" height="24" rx="8" fill="${METAL}"/>
  <path d="M265 448 H335 L318 478 H282 Z" fill="${d}"/>
  <path d="M135 150 L100 125 M465 150 L500 125 M110 260 H70 M490 260 H530" stroke="${c}" stroke-width="12" stroke-linecap="round"/>`,
  'paint-roller': ({ c, d }) => `
  <rect x="120" y="110" width="320" height="100" rx="30" fill="${c}"/>
  <rect x="120" y="110" width="60" height="100" rx="26" fill="#ffffff" fill-opacity="0.3"/>
  <path d="M440 160 H490 V260 H300 V320" fill="none" stroke="${METAL}" stroke-width="18" stroke-linejoin="round"/>
  <rect x="272" y="315" width="56" height="180" rx="20" fill="${d}"/>
  <path d="M130 215 Q140 300 160 260 Q175 230 190 330 Q205 380 215 215" fill="${c}" fill-opacity="0.7"/>`,
  box: ({ c, d }) => `
  <path d="M120 220 L300 150 L480 220 L480 440 L300 510 L120 440 Z" fill="${c}"/>
  <path d="M300 290 L480 220 L480 440 L300 510 Z" fill="${d}" fill-opacity="0.25"/>
  <path d="M120 220 L300 290 L480 220 M300 290 V510" fill="none" stroke="${d}" stroke-opacity="0.5" stroke-width="6"/>
  <path d="M210 185 L390 255 V315 L355 300 V240 L175 170 Z" fill="#f5e6c8"/>
  <path d="M150 300 L250 340 M150 330 L230 362" stroke="#ffffff" stroke-opacity="0.6" stroke-width="10" stroke-linecap="round"/>`,
  plant: ({ c, d }) => `
  <path d="M300 330 V170" stroke="#15803d" stroke-width="14" stroke-linecap="round"/>
  <path d="M300 250 Q200 250 170 150 Q280 140 300 250 Z" fill="#22c55e"/>
  <path d="M300 210 Q390 200 430 110 Q320 100 300 210 Z" fill="#16a34a"/>
  <path d="M300 300 Q380 300 410 230 Q320 220 300 300 Z" fill="#4ade80"/>
  <path d="M190 330 H410 L380 490 H220 Z" fill="${c}"/>
  <rect x="175" y="315" width="250" height="40" rx="10" fill="${d}" fill-opacity="0.85"/>`,
};

/** `hex` mixed with white: 0 is the colour itself, 1 is white. */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (v: number) => Math.round(v + (255 - v) * amount);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** Product colours the second picture of a kind comes in (the first uses the category's own). */
const VARIANT_COLOURS = ['#0f766e', '#b91c1c', '#be185d', '#7c3aed', '#c2410c', '#374151'];

/**
 * The SVG of one demo picture: `kind` drawn in the category's colour on a light tint of it; `variant`
 * (1, 2, …) changes the product's colour and the background, so two products of a kind differ.
 */
export function illustrationSvg(kind: IllustrationKind, color: string, variant = 1): string {
  const c =
    variant <= 1 ? color : (VARIANT_COLOURS[(variant + kind.length) % VARIANT_COLOURS.length] ?? color);
  const background = tint(color, variant % 2 === 1 ? 0.88 : 0.8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="${background}"/>
  <circle cx="470" cy="120" r="150" fill="#ffffff" fill-opacity="0.35"/>
  <ellipse cx="300" cy="495" rx="215" ry="24" fill="#000000" fill-opacity="0.08"/>${DRAWINGS[kind]({ c, d: DARK })}
</svg>`;
}
