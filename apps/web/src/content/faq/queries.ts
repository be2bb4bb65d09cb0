export const faqKeys = {
  all: ['faq'] as const,
  /** Prefix of the admin questions table (AdminTable appends its params). */
  lists: () => [...faqKeys.all, 'list'] as const,
};
