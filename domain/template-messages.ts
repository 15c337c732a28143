/**
 * Template messages (issue 19, §2 /template-messages, admin-HQ-plus; the
 * sidebar entry hides behind the 'template_message' remote flag): the
 * WhatsApp and e-mail texts agents send clients, with placeholders such as
 * {{agent_name}} filled in when sent. Only the placeholders named here may be
 * used; the preview fills them with sample values.
 */
import { z } from 'zod';
import { id, listQuery, pageLimit } from './entities/common';
import { MESSAGES } from './messages';
import { requiredText, textField } from './validation';

export const TEMPLATE_CHANNELS = ['WHATSAPP', 'EMAIL'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];
export const TEMPLATE_CHANNEL_LABELS: Record<TemplateChannel, string> = { WHATSAPP: 'WhatsApp', EMAIL: 'E-mail' };

/** Every placeholder a template may use, with the sample value the preview shows. */
export const TEMPLATE_PLACEHOLDERS = {
  agent_name: 'Budi Santoso',
  agent_phone: '081234567890',
  office_name: 'Kantor Jakarta Selatan',
  client_name: 'Hendra Wijaya',
  listing_title: 'Rumah 2 Lantai di Cilandak',
  listing_price: 'Rp 2.500.000.000',
  listing_link: 'https://example.com/l/abc123',
} as const;
export type TemplatePlaceholder = keyof typeof TEMPLATE_PLACEHOLDERS;
export const TEMPLATE_PLACEHOLDER_NAMES = Object.keys(TEMPLATE_PLACEHOLDERS) as TemplatePlaceholder[];

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export const TEMPLATE_MESSAGES = {
  created: (name: string) => `Template ${name} created.`,
  updated: (name: string) => `Template ${name} updated.`,
  deleted: (name: string) => `Template ${name} deleted.`,
  notFound: 'Template not found.',
  nameTaken: 'Another template of this channel already has this name.',
  subjectForEmail: 'Only an e-mail template has a subject.',
  /** Names its field ('message body', 'subject'): the server keeps a message that names its field as it is. */
  unknownPlaceholders: (names: readonly string[], where: 'message body' | 'subject' = 'message body') =>
    `Unknown placeholder${names.length > 1 ? 's' : ''} in the ${where}: ${names.map((n) => `{{${n}}}`).join(', ')}. Use ${TEMPLATE_PLACEHOLDER_NAMES.map((n) => `{{${n}}}`).join(', ')}.`,
} as const;

export const TEMPLATE_LABELS = { channel: 'Channel', name: 'Name', subject: 'Subject', body: 'Message' } as const;

/** The placeholders a text uses that are not allowed, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const m of text.matchAll(PLACEHOLDER)) if (!(m[1]! in TEMPLATE_PLACEHOLDERS)) unknown.add(m[1]!);
  return [...unknown];
}

/** The text with every allowed placeholder replaced by its value (unknown ones left as written). */
export function fillTemplate(text: string, values: Partial<Record<TemplatePlaceholder, string>> = TEMPLATE_PLACEHOLDERS): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (name in values ? (values[name as TemplatePlaceholder] ?? whole) : whole));
}

const withPlaceholders = <T extends z.ZodType<string | null>>(schema: T, where: 'message body' | 'subject') =>
  schema.superRefine((value, ctx) => {
    const unknown = value ? unknownPlaceholders(value) : [];
    if (unknown.length) ctx.addIssue({ code: 'custom', message: TEMPLATE_MESSAGES.unknownPlaceholders(unknown, where) });
  });

export const templateMessage = z.object({
  templateId: z.string(),
  channel: z.enum(TEMPLATE_CHANNELS),
  name: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateMessage = z.infer<typeof templateMessage>;

const subjectField = withPlaceholders(
  textField(TEMPLATE_LABELS.subject, 200)
    .nullish()
    .transform((v) => v || null),
  'subject',
);

const templateFields = z
  .object({
    channel: z.enum(TEMPLATE_CHANNELS, { error: MESSAGES.required(TEMPLATE_LABELS.channel) }),
    name: requiredText(TEMPLATE_LABELS.name, 100),
    subject: subjectField,
    body: withPlaceholders(requiredText(TEMPLATE_LABELS.body, 4000), 'message body'),
  })
  .strict();

/** An e-mail needs a subject; a WhatsApp message has none. */
const subjectFitsChannel = (b: { channel?: TemplateChannel; subject?: string | null }, ctx: z.RefinementCtx) => {
  if (b.channel === 'EMAIL' && !b.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: MESSAGES.required(TEMPLATE_LABELS.subject) });
  if (b.channel === 'WHATSAPP' && b.subject) ctx.addIssue({ code: 'custom', path: ['subject'], message: TEMPLATE_MESSAGES.subjectForEmail });
};

/** POST and PATCH template-messages: the whole template (the form always sends every field). */
export const templateMessageBody = templateFields.superRefine(subjectFitsChannel);
export type TemplateMessageBody = z.infer<typeof templateMessageBody>;
export type TemplateMessageInput = z.input<typeof templateMessageBody>;

export const templateMessagesQuery = listQuery
  .pick({ search: true })
  .extend({ filterChannel: z.enum(TEMPLATE_CHANNELS) })
  .partial()
  .extend({ limit: pageLimit(100), offset: listQuery.shape.offset })
  .strict();
export type TemplateMessagesQuery = z.infer<typeof templateMessagesQuery>;
export const templateIdParams = z.object({ templateId: id }).strict();
