// No zod here: the email template page previews in the browser with the same renderer the API sends with.

/** Every email the product sends, by key. */
export const EMAIL_TEMPLATE_KEYS = [
  'password-reset',
  'order-placed',
  'order-status',
  'vendor-application-decided',
  'contact-reply',
  'admin-account',
  'saved-search-match',
  'saved-search-digest',
  'task-offer-received',
  'task-offer-accepted',
  'job-application-status',
  'rent-inquiry-received',
  'message-unread',
  'test',
] as const;
export type TEmailTemplateKey = (typeof EMAIL_TEMPLATE_KEYS)[number];

export type TEmailTemplateDefault = {
  name: string;
  /** When the product sends it. */
  description: string;
  subject: string;
  body: string;
  /** Each placeholder the template may use, with the sample value the preview and the test send fill in. */
  placeholders: Record<string, string>;
};

/** What each email says until a super admin edits it (and again after "Restore default"). */
export const EMAIL_TEMPLATE_DEFAULTS: Record<TEmailTemplateKey, TEmailTemplateDefault> = {
  'password-reset': {
    name: 'Password reset',
    description: 'Sent when someone asks for a password reset code on the sign-in page.',
    subject: 'Your {{siteName}} password reset code',
    body: [
      'Hello {{name}},',
      '',
      'Your password reset code is {{code}}. It expires in {{minutes}} minutes.',
      'If you did not ask for it, ignore this email; your password stays the same.',
    ].join('\n'),
    placeholders: { siteName: 'Bazaar', name: 'Sita Sharma', code: '482913', minutes: '15' },
  },
  'order-placed': {
    name: 'Order placed',
    description: 'Sent to the buyer for each store order a checkout creates.',
    subject: 'Your order {{orderNumber}} is placed',
    body: [
      'Hello {{name}},',
      '',
      'Thank you for your order {{orderNumber}} from {{storeName}}, total {{total}}.',
      'Follow it at {{link}}.',
      '',
      '{{siteName}}',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Sita Sharma',
      orderNumber: 'BZ-20261127-0042',
      storeName: 'Himalayan Crafts',
      total: 'Rs. 2,450.00',
      link: 'http://localhost:3000/user/shop/orders',
    },
  },
  'order-status': {
    name: 'Order status changed',
    description: 'Sent to the buyer when a store or an admin moves an order to a new status.',
    subject: 'Your order {{orderNumber}} is {{status}}',
    body: [
      'Hello {{name}},',
      '',
      'Your order {{orderNumber}} from {{storeName}} is now {{status}}.',
      'Follow it at {{link}}.',
      '',
      '{{siteName}}',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Sita Sharma',
      orderNumber: 'BZ-20261127-0042',
      storeName: 'Himalayan Crafts',
      status: 'Shipped',
      link: 'http://localhost:3000/user/shop/orders',
    },
  },
  'vendor-application-decided': {
    name: 'Vendor application decided',
    description: 'Sent to the applicant when an admin approves or rejects a vendor application.',
    subject: 'Your vendor application for {{storeName}} is {{decision}}',
    body: [
      'Hello {{name}},',
      '',
      'Your application to sell on {{siteName}} as {{storeName}} is {{decision}}.',
      '{{reason}}',
      '',
      '{{siteName}}',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Sita Sharma',
      storeName: 'Himalayan Crafts',
      decision: 'approved',
      reason: 'Welcome aboard: your store dashboard is open at /vendor.',
    },
  },
  'contact-reply': {
    name: 'Contact reply',
    description: 'Sent when an admin answers a message written through the Contact page.',
    subject: 'Re: {{subject}}',
    body: [
      'Hello {{name}},',
      '',
      '{{reply}}',
      '',
      '— {{adminName}}, {{siteName}}',
      '',
      'You wrote:',
      '{{message}}',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Ram Thapa',
      subject: 'Delivery to Pokhara',
      message: 'Do you deliver to Pokhara?',
      reply: 'Yes, we deliver across Nepal within 3 to 5 days.',
      adminName: 'Bazaar support',
    },
  },
  'admin-account': {
    name: 'Admin account created',
    description: 'Sent to a new admin when a super admin creates the account.',
    subject: 'Your {{siteName}} admin account',
    body: [
      'Hello {{name}},',
      '',
      '{{createdBy}} created an admin account for {{email}} on {{siteName}}.',
      'Sign in at {{link}} with the password you were given, then change it.',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Hari Karki',
      email: 'hari@example.com',
      createdBy: 'Sita Sharma',
      link: 'http://localhost:3000/login',
    },
  },
  'saved-search-match': {
    name: 'Saved search: a new match',
    description: 'Sent at once when a new listing matches a saved search whose email is "Instantly".',
    subject: 'New on {{siteName}}: {{title}}',
    body: [
      'Hello {{name}},',
      '',
      '"{{title}}" was just listed and matches your saved search "{{searchName}}".',
      'See it at {{link}}.',
      '',
      'Choose how you hear about this search at {{manageLink}}.',
      '',
      '{{siteName}}',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Sita Sharma',
      title: 'Plumber to fix a leaking kitchen tap',
      searchName: 'plumber in Kathmandu',
      link: 'http://localhost:3000/task/0190a1b2-0000-7000-8000-000000000001',
      manageLink: 'http://localhost:3000/user/saved-searches',
    },
  },
  'saved-search-digest': {
    name: 'Saved search: daily digest',
    description:
      'Sent once a day with the new listings that matched the saved searches whose email is "Daily digest".',
    subject: '{{count}} new listings for your saved searches on {{siteName}}',
    body: [
      'Hello {{name}},',
      '',
      'Since your last digest, these new listings matched your saved searches:',
      '',
      '{{matches}}',
      '',
      'Choose how you hear about each search at {{manageLink}}.',
      '',
      '{{siteName}}',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Sita Sharma',
      count: '2',
      matches: [
        '- Plumber to fix a leaking kitchen tap (plumber in Kathmandu): http://localhost:3000/task/0190a1b2-0000-7000-8000-000000000001',
        '- Two-room flat in Baneshwor (flat in Kathmandu): http://localhost:3000/rent/0190a1b2-0000-7000-8000-000000000002',
      ].join('\n'),
      manageLink: 'http://localhost:3000/user/saved-searches',
    },
  },
  'task-offer-received': {
    name: 'New offer on a task',
    description:
      'Sent to a poster when a tasker offers on their open task (unless they turned Task emails off).',
    subject: 'New offer on "{{taskTitle}}"',
    body: [
      'Hello {{name}},',
      '',
      '{{taskerName}} offered {{amount}} for your task "{{taskTitle}}".',
      'See the offers at {{link}}.',
      '',
      '{{siteName}}',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Sita Sharma',
      taskTitle: 'Paint the living room',
      taskerName: 'Ram Thapa',
      amount: 'Rs. 4,500',
      link: 'http://localhost:3000/user/task/posted?status=Open',
    },
  },
  'task-offer-accepted': {
    name: 'Task offer accepted',
    description: 'Sent to a tasker when the poster accepts their offer (unless they turned Task emails off).',
    subject: 'Your offer for "{{taskTitle}}" was accepted',
    body: [
      'Hello {{name}},',
      '',
      'Your offer of {{amount}} for "{{taskTitle}}" was accepted. Message the poster to arrange it.',
      'Open the task at {{link}}.',
      '',
      '{{siteName}}',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Ram Thapa',
      taskTitle: 'Paint the living room',
      amount: 'Rs. 4,500',
      link: 'http://localhost:3000/user/task/tasker',
    },
  },
  'job-application-status': {
    name: 'Job application status changed',
    description:
      'Sent to an applicant when the employer moves their application (unless they turned Job emails off).',
    subject: 'Your application for "{{jobTitle}}": {{status}}',
    body: [
      'Hello {{name}},',
      '',
      '{{news}}',
      'Follow your applications at {{link}}.',
      '',
      '{{siteName}}',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Sita Sharma',
      jobTitle: 'Shop assistant',
      status: 'Shortlisted',
      news: 'Your application for "Shop assistant" is shortlisted.',
      link: 'http://localhost:3000/user/job/applied?status=Shortlisted',
    },
  },
  'rent-inquiry-received': {
    name: 'New inquiry on a rental',
    description:
      'Sent to an owner when someone inquires about their rental (unless they turned Rent emails off).',
    subject: 'New inquiry about "{{listingTitle}}"',
    body: [
      'Hello {{name}},',
      '',
      '{{senderName}} asked about "{{listingTitle}}":',
      '{{message}}',
      '',
      'Answer at {{link}}.',
      '',
      '{{siteName}}',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Hari Karki',
      listingTitle: 'Two-room flat in Lalitpur',
      senderName: 'Sita Sharma',
      message: 'Is it still free from January?',
      link: 'http://localhost:3000/user/rent/inquiries?tab=received',
    },
  },
  'message-unread': {
    name: 'Unread message',
    description:
      'Sent when a message in a conversation is still unread 10 minutes later (unless Messages emails are off).',
    subject: 'New message from {{senderName}}',
    body: [
      'Hello {{name}},',
      '',
      '{{senderName}} wrote in "{{threadTitle}}":',
      '{{message}}',
      '',
      'Read and answer at {{link}}.',
      '',
      '{{siteName}}',
    ].join('\n'),
    placeholders: {
      siteName: 'Bazaar',
      name: 'Sita Sharma',
      senderName: 'Ram Thapa',
      threadTitle: 'Paint the living room',
      message: 'I can come on Saturday morning.',
      link: 'http://localhost:3000/user/task/posted',
    },
  },
  test: {
    name: 'Test email',
    description: 'Sent from the email settings to check that mail goes out.',
    subject: '{{siteName}} test email',
    body: ['Hello {{name}},', '', 'This is a test email from {{siteName}}. Mail goes out.'].join('\n'),
    placeholders: { siteName: 'Bazaar', name: 'Sita Sharma' },
  },
};

const PLACEHOLDER = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g;

/** Fills `{{name}}` placeholders; one not given stays as written, so a mistake shows in the email. */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  );
}

/** The placeholders a text uses that the template does not offer. */
export function unknownPlaceholders(text: string, allowed: Readonly<Record<string, string>>): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!Object.hasOwn(allowed, name)) found.add(name);
  }
  return [...found];
}

/** Outbox states as the admin sees them. */
export const OUTBOX_STATUSES = ['sent', 'waiting', 'failed'] as const;
export type TOutboxStatus = (typeof OUTBOX_STATUSES)[number];
