import { z } from 'zod';
import { atLeastOneField, ZSortOrder } from './fields.ts';
import { paginated, writeResult, ZPageQuery } from './pagination.ts';
import { zRichText } from './rich-text.ts';
import { SECTIONS } from './section.ts';

/** Where a question shows on /faq: a section of the marketplace, or general. */
export const FAQ_SECTIONS = ['general', ...SECTIONS] as const;
export type TFaqSection = (typeof FAQ_SECTIONS)[number];
export const ZFaqSection = z.enum(FAQ_SECTIONS, {
  error: `Section must be one of: ${FAQ_SECTIONS.join(', ')}`,
});

export const FAQ_SECTION_LABEL: Record<TFaqSection, string> = {
  general: 'General',
  shop: 'Shop',
  task: 'Task',
  job: 'Job',
  rent: 'Rent',
};

/** `answer` is sanitised HTML; `answerText` the same words without markup (the browser searches them). */
export const ZFaq = z.object({
  _id: z.string(),
  section: ZFaqSection,
  question: z.string(),
  answer: z.string(),
  answerText: z.string(),
  sortOrder: z.number().int(),
  isPublished: z.boolean(),
  createdAt: z.string(),
});
export type TFaq = z.infer<typeof ZFaq>;

/** GET /faq: every published question, by section and order. */
export const ZPublicFaqList = z.array(ZFaq);

/** GET /admin/faqs. */
export const ZAdminFaqListQuery = ZPageQuery.extend({
  section: ZFaqSection.optional(),
  search: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v || undefined)
    .optional(),
});
export type TAdminFaqListQuery = z.input<typeof ZAdminFaqListQuery>;
export const ZAdminFaqList = paginated(ZFaq);

const faqFields = {
  section: ZFaqSection,
  question: z
    .string({ error: 'Question is required' })
    .trim()
    .min(5, 'Question must be at least 5 characters')
    .max(300, 'Question must be at most 300 characters'),
  answer: zRichText('Answer', { required: true }),
  sortOrder: ZSortOrder,
  isPublished: z.boolean({ error: 'isPublished must be true or false' }),
};

export const ZCreateFaqRequest = z.object({
  ...faqFields,
  sortOrder: faqFields.sortOrder.default(0),
  isPublished: faqFields.isPublished.default(true),
});
export type TCreateFaqRequest = z.input<typeof ZCreateFaqRequest>;
export const ZUpdateFaqRequest = atLeastOneField(
  z.object({
    section: faqFields.section.optional(),
    question: faqFields.question.optional(),
    answer: faqFields.answer.optional(),
    sortOrder: faqFields.sortOrder.optional(),
    isPublished: faqFields.isPublished.optional(),
  }),
);
export type TUpdateFaqRequest = z.input<typeof ZUpdateFaqRequest>;
export const ZFaqIdParams = z.object({ id: z.uuid({ error: 'Not a valid question id' }) });
export const ZFaqWriteResponse = writeResult(ZFaq);
export type TFaqWriteResponse = z.infer<typeof ZFaqWriteResponse>;
