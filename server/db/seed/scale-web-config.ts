/**
 * Issue 19's scaled template messages: 200 per factor (a large network's
 * offices each keep a few of their own wordings), half WhatsApp, half e-mail,
 * each with allowed placeholders, updated over the last year. Partners and
 * banners stay at their demo size (UNSCALED_TABLES): the website shows at
 * most 50 of each, and the screens order them whole.
 */
import { TEMPLATE_PLACEHOLDER_NAMES, type TemplateChannel } from '../../../domain/template-messages';
import { newId } from '../../services/tokens';
import { templateMessages } from '../schema';
import { daysAgo, generator, pick, type ScaleGenerator } from './scale-kit';

export const TEMPLATES_PER_FACTOR = 200;
const TOPICS = ['Listing baru', 'Follow up', 'Jadwal survei', 'Penawaran', 'Terima kasih', 'Harga turun', 'Open house', 'Dokumen KPR'] as const;

const templateRows = generator(templateMessages, function* (ctx) {
  for (let i = 0; i < TEMPLATES_PER_FACTOR * ctx.factor; i++) {
    const channel: TemplateChannel = i % 2 ? 'EMAIL' : 'WHATSAPP';
    const at = daysAgo(ctx, 365);
    const a = pick(ctx, TEMPLATE_PLACEHOLDER_NAMES);
    const b = pick(ctx, TEMPLATE_PLACEHOLDER_NAMES);
    yield {
      templateId: newId(),
      channel,
      name: `${pick(ctx, TOPICS)} ${i + 1}`,
      subject: channel === 'EMAIL' ? `${pick(ctx, TOPICS)} untuk {{client_name}}` : null,
      body: `Halo {{client_name}}, {{${a}}} dan {{${b}}}. Salam, {{agent_name}}`,
      createdAt: at,
      updatedAt: at,
    };
  }
});

export const WEB_CONFIG_GENERATORS: ScaleGenerator[] = [templateRows];
