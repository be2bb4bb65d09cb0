import type { TFaqSection } from '@bazaar/shared/faq';
import type { IllustrationKind } from '../illustrations.ts';

// What the demo's about page, blog, FAQs, team, partners and contact messages say (seed/site-content.ts
// writes them and draws their pictures).

export type PostSeed = {
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  kind: IllustrationKind;
  colors: [string, string];
  daysAgo: number;
};


export const POSTS: PostSeed[] = [
  {
    slug: 'shopping-local-this-dashain',
    title: 'Shopping local this Dashain',
    excerpt: 'Why the stores around the corner deliver faster, and how to find them on Bazaar.',
    body: '<h2>Close to home</h2><p>Most orders on Bazaar travel less than ten kilometres. Stores in your own district pack and hand over the same day, so the festival gifts arrive before the guests do.</p><h3>Finding them</h3><ul><li>Open a category and sort by <strong>newest</strong>.</li><li>Visit a store page to see its rating and reviews.</li><li>Pay <em>cash on delivery</em> when you prefer.</li></ul><p>Happy Dashain from the Bazaar team.</p>',
    kind: 'shirt',
    colors: ['#b4442a', '#7a1f5c'],
    daysAgo: 2,
  },
  {
    slug: 'how-cash-on-delivery-works',
    title: 'How cash on delivery works',
    excerpt: 'Pay when the parcel reaches your door: what happens between the order and the knock.',
    body: '<p>Cash on delivery is the most used way to pay on Bazaar. Here is what happens after you place an order.</p><ol><li>The store confirms the order and packs it.</li><li>A rider picks it up and brings it to the address you chose.</li><li>You check the parcel and pay the rider.</li></ol><blockquote><p>Keep the exact amount ready: riders carry little change.</p></blockquote><p>You can follow every step under <a href="/user/shop/orders">My orders</a>.</p>',
    kind: 'rice-sack',
    colors: ['#0b7a5a', '#0f4c81'],
    daysAgo: 6,
  },
  {
    slug: 'open-your-store-in-a-day',
    title: 'Open your store in a day',
    excerpt: 'From the application to the first order: a short guide for new vendors.',
    body: '<h2>Apply</h2><p>Sign in, choose <strong>Apply for vendor</strong> and tell us about your business. We usually answer within a working day.</p><h2>List your products</h2><p>Good pictures and honest descriptions sell. Add every size and colour as a variant so buyers find what they need.</p><h2>Ship</h2><p>Mark orders as packed and shipped; buyers see each step and get a notification.</p>',
    kind: 'laptop',
    colors: ['#9a3412', '#334155'],
    daysAgo: 11,
  },
  {
    slug: 'five-kitchen-essentials',
    title: 'Five kitchen essentials under Rs. 5,000',
    excerpt: 'A pressure cooker, a kettle and three more things every new kitchen needs.',
    body: '<p>Setting up a kitchen does not have to be expensive. Our picks from stores across the valley:</p><ul><li>A 5-litre pressure cooker</li><li>An electric kettle</li><li>A set of steel tea cups</li><li>A sturdy chopping board</li><li>Airtight jars for rice and lentils</li></ul><p>Most of them qualify for free delivery over Rs. 5,000 when bought together.</p>',
    kind: 'cooker',
    colors: ['#92400e', '#1e3a8a'],
    daysAgo: 17,
  },
  {
    slug: 'getting-tasks-done-with-bazaar',
    title: 'Getting small jobs done with Bazaar Task',
    excerpt: 'Post a task, compare offers from taskers and pay when it is done.',
    body: '<p>Need a shelf fixed or a parcel picked up? Post it as a task with a budget and a date. Taskers near you send offers; you choose one, and the task moves from <em>Open</em> to <em>Assigned</em>.</p><p>When the work is done, mark it <strong>Completed</strong> and leave a review: good taskers rise to the top.</p>',
    kind: 'tent',
    colors: ['#0f766e', '#334155'],
    daysAgo: 25,
  },
  {
    slug: 'staying-safe-when-renting',
    title: 'Staying safe when renting a room',
    excerpt: 'Visit first, read the terms, and never pay a deposit to someone you have not met.',
    body: '<h2>Before you pay</h2><ul><li>Visit the room at the time you would live there.</li><li>Ask for the owner’s name and check it matches the listing.</li><li>Agree the deposit and what it covers in writing.</li></ul><p>Send your questions through the listing’s inquiry form: the conversation stays on Bazaar if anything goes wrong.</p>',
    kind: 'chair',
    colors: ['#6b21a8', '#0f4c81'],
    daysAgo: 33,
  },
];

export const FAQS: Array<{ section: TFaqSection; question: string; answer: string }> = [
  {
    section: 'general',
    question: 'What is Bazaar?',
    answer:
      '<p>One marketplace to shop from local stores, get tasks done, find a job and rent a place, with one account.</p>',
  },
  {
    section: 'general',
    question: 'Is an account free?',
    answer: '<p>Yes. Registering and browsing are free; vendors pay a commission only on what they sell.</p>',
  },
  {
    section: 'general',
    question: 'How do I reach support?',
    answer:
      '<p>Write to us from the <a href="/contact">contact page</a> or call the number at the top of every page.</p>',
  },
  {
    section: 'shop',
    question: 'How do I pay for an order?',
    answer: '<p>Pay <strong>cash on delivery</strong> when the parcel reaches you.</p>',
  },
  {
    section: 'shop',
    question: 'Can I return a product?',
    answer:
      '<p>Within 7 days of delivery, if it is unused and in its packaging. Ask for a return from <a href="/user/shop/orders">My orders</a>.</p>',
  },
  {
    section: 'shop',
    question: 'How much is delivery?',
    answer:
      '<p>It depends on your district and the order total; the cart shows the charge before you order.</p>',
  },
  {
    section: 'task',
    question: 'How do I post a task?',
    answer:
      '<p>Sign in and choose <em>Post a task</em>: describe it, set a budget and a date, and taskers send offers.</p>',
  },
  {
    section: 'task',
    question: 'When do I pay the tasker?',
    answer: '<p>When the task is completed, as agreed with the tasker.</p>',
  },
  {
    section: 'job',
    question: 'How do I apply for a job?',
    answer:
      '<p>Open the job and choose <strong>Apply</strong>; you can follow your applications under your account.</p>',
  },
  {
    section: 'job',
    question: 'Can companies post jobs?',
    answer: '<p>Yes: verified vendors post jobs and review applications from their dashboard.</p>',
  },
  {
    section: 'rent',
    question: 'How do I list a room for rent?',
    answer: '<p>Sign in and create a rental listing with pictures, the price per month and the deposit.</p>',
  },
  {
    section: 'rent',
    question: 'Should I pay a deposit before visiting?',
    answer: '<p>No. Visit first and agree the terms in writing before paying anything.</p>',
  },
];

export const ABOUT_BODY =
  '<h2>Who we are</h2><p>Bazaar started in Kathmandu in 2024 with a simple idea: the shops, helpers, employers and landlords of a neighbourhood should be one search away.</p><h2>What we believe</h2><ul><li><strong>Local first</strong>: buying near you is faster and keeps money in the community.</li><li><strong>Honest listings</strong>: real pictures, real prices, reviews from real buyers.</li><li><strong>Fair fees</strong>: vendors pay only when they sell.</li></ul><p>We are a small team, and we read every message sent through the <a href="/contact">contact page</a>.</p>';

export const TEAM = [
  { name: 'Asha Gurung', role: 'Founder & CEO', color: '#0b7a5a' },
  { name: 'Bikash Rai', role: 'Head of engineering', color: '#1e3a8a' },
  { name: 'Sita Thapa', role: 'Vendor success', color: '#9a3412' },
  { name: 'Ramesh Shrestha', role: 'Operations', color: '#6b21a8' },
];

export const PARTNERS = [
  { name: 'Himal Logistics', link: 'https://example.com/himal-logistics', color: '#0f766e' },
  { name: 'Valley Bank', link: 'https://example.com/valley-bank', color: '#1e3a8a' },
  { name: 'Everest Pay', link: 'https://example.com/everest-pay', color: '#b45309' },
  { name: 'Kathmandu Makers', link: 'https://example.com/kathmandu-makers', color: '#7a1f5c' },
];

export type MessageSeed = {
  name: string;
  email: string;
  subject: string;
  message: string;
  hoursAgo: number;
  state: 'unread' | 'read' | 'replied' | 'archived';
  reply?: string;
};

/** What visitors wrote through /contact: two unread, one read, one answered, one archived. */
export const MESSAGES: MessageSeed[] = [
  {
    name: 'Sita Gurung',
    email: 'sita.gurung@example.com',
    subject: 'Delivery to Pokhara',
    message:
      'Namaste! Do the stores in Kathmandu deliver to Lakeside, Pokhara? I would like to order a rice cooker before Tihar.',
    hoursAgo: 3,
    state: 'unread',
  },
  {
    name: 'Bikash Thapa',
    email: 'bikash.thapa@example.com',
    subject: 'Listing my flat for rent',
    message:
      'I have a two-room flat in Lalitpur to let from next month. Is there a fee for listing it on Bazaar Rent, and can I add photos later?',
    hoursAgo: 20,
    state: 'unread',
  },
  {
    name: 'Anita Shrestha',
    email: 'anita.shrestha@example.com',
    subject: 'Becoming a tasker',
    message:
      'I am a trained electrician. How do I start making offers on tasks, and when do I get paid after a task is completed?',
    hoursAgo: 50,
    state: 'read',
  },
  {
    name: 'Ramesh Karki',
    email: 'ramesh.karki@example.com',
    subject: 'Wrong size delivered',
    message:
      'My order arrived with a shirt one size too small. The store has not answered yet. What should I do?',
    hoursAgo: 96,
    state: 'replied',
    reply:
      'Namaste Ramesh, sorry about the size. We have asked the store to exchange it; you can also ask for a return from My orders within seven days of delivery.',
  },
  {
    name: 'Pooja Rai',
    email: 'pooja.rai@example.com',
    subject: 'Thank you',
    message: 'Just wanted to say the cash on delivery worked perfectly. Thank you, Bazaar team!',
    hoursAgo: 200,
    state: 'archived',
  },
];
