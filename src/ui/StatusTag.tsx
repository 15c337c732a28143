import { Tag } from 'primereact/tag';
import { TAG_COLOR_HEX, type TagColor } from '../../domain/listing';

/** Light text is unreadable on these presets (axe colour contrast): dark text instead. */
const DARK_TEXT: ReadonlySet<TagColor> = new Set(['warning', 'orange', 'green']);

/** A status tag in one of the spec's preset colours (§4), or in a given hex colour (portal tags of §9). */
export function StatusTag({ label, color, hex }: { label: string; color?: TagColor; hex?: string }) {
  const background = hex ?? (color ? TAG_COLOR_HEX[color] : undefined);
  const isDark = color !== undefined && DARK_TEXT.has(color);
  return <Tag value={label} style={{ background, color: isDark ? '#1f1f1f' : '#fff' }} />;
}
