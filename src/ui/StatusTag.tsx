import { Tag } from 'primereact/tag';
import { TAG_COLOR_HEX, type TagColor } from '../../domain/listing';

const DARK = '#1f1f1f';
const LIGHT = '#ffffff';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Dark or white text, whichever reads better on the background (axe's colour contrast). */
export function textColorOn(background: string): string {
  const l = luminance(background);
  return (l + 0.05) / (luminance(DARK) + 0.05) > (luminance(LIGHT) + 0.05) / (l + 0.05) ? DARK : LIGHT;
}

/** A status tag in one of the spec's preset colours (§4), or in a given hex colour (portal tags of §9). */
export function StatusTag({ label, color, hex }: { label: string; color?: TagColor; hex?: string }) {
  const background = hex ?? (color ? TAG_COLOR_HEX[color] : TAG_COLOR_HEX.blue);
  return <Tag value={label} style={{ background, color: textColorOn(background) }} />;
}
