import type { TJobLevel, TJobType } from '@bazaar/shared/job-constants';

// The Job section's demo texts: categories and the jobs posted under them. How they are posted,
// applied to and moved lives in seed/job.ts.

export type JobCategorySeed = { slug: string; name: string };

export const JOB_CATEGORIES: JobCategorySeed[] = [
  { slug: 'it-software', name: 'IT & Software' },
  { slug: 'sales-marketing', name: 'Sales & Marketing' },
  { slug: 'accounting-finance', name: 'Accounting & Finance' },
  { slug: 'customer-service', name: 'Customer Service' },
  { slug: 'hospitality', name: 'Hotels & Restaurants' },
  { slug: 'design-creative', name: 'Design & Creative' },
  { slug: 'teaching', name: 'Teaching & Training' },
  { slug: 'logistics-driving', name: 'Logistics & Driving' },
];

export type JobTextSeed = {
  title: string;
  type: TJobType;
  level: TJobLevel;
  /** Rupees a month; null: negotiable. */
  salary: [number, number | null] | null;
  openings: number;
  skills: string[];
  description: string;
};

const duties = (what: string, team: string) =>
  `${what}\n\nYou will join ${team}. We offer a monthly salary paid on time, festival bonus (Dashain), paid leave and a friendly place to learn. Send a short cover letter and your CV as a PDF.`;

/** Five jobs per category (40 in all), in the order seed/job.ts hands them states. */
export const JOB_TEXTS: Record<string, JobTextSeed[]> = {
  'it-software': [
    { title: 'Frontend developer (React)', type: 'Full-time', level: 'Mid', salary: [70000, 110000], openings: 2, skills: ['React', 'TypeScript', 'CSS'], description: duties('Build the screens of our online store with React and TypeScript, review code and keep pages fast on phones.', 'a team of six developers in Baneshwor') },
    { title: 'Backend developer (Node.js)', type: 'Full-time', level: 'Senior', salary: [120000, 180000], openings: 1, skills: ['Node.js', 'PostgreSQL', 'REST APIs'], description: duties('Design and run the APIs behind our shop: orders, payments and stock, on PostgreSQL.', 'the platform team') },
    { title: 'IT support officer', type: 'Full-time', level: 'Entry', salary: [30000, 40000], openings: 1, skills: ['Windows', 'Networking', 'Printers'], description: duties('Keep our office computers, printers and Wi-Fi working, and help staff with everyday problems.', 'our head office') },
    { title: 'Software engineering intern', type: 'Internship', level: 'Entry', salary: [15000, null], openings: 3, skills: ['JavaScript', 'Git'], description: duties('Six months working next to our developers on real features, with a mentor and weekly reviews.', 'the product team') },
    { title: 'WordPress developer (remote)', type: 'Remote', level: 'Mid', salary: null, openings: 1, skills: ['WordPress', 'PHP', 'WooCommerce'], description: duties('Look after our brand sites and build new WooCommerce pages, working from home with weekly calls.', 'a small remote team') },
  ],
  'sales-marketing': [
    { title: 'Sales executive', type: 'Full-time', level: 'Entry', salary: [25000, 35000], openings: 4, skills: ['Sales', 'Communication', 'Two-wheeler licence'], description: duties('Visit shops in the valley, take orders and grow our list of retailers. Commission on top of the salary.', 'the sales team') },
    { title: 'Digital marketing officer', type: 'Full-time', level: 'Mid', salary: [45000, 65000], openings: 1, skills: ['Facebook Ads', 'SEO', 'Content writing'], description: duties('Plan and run our social media, ads and newsletters, and report what works each month.', 'the marketing team') },
    { title: 'Showroom sales assistant', type: 'Part-time', level: 'Entry', salary: [18000, 22000], openings: 2, skills: ['Customer care', 'Nepali', 'English'], description: duties('Welcome customers at our showroom in the evenings and weekends, show products and bill sales.', 'our Jawalakhel showroom') },
    { title: 'Marketing manager', type: 'Full-time', level: 'Manager', salary: [120000, 160000], openings: 1, skills: ['Brand strategy', 'Team lead', 'Budgeting'], description: duties('Lead our marketing: the brand, campaigns and a team of four, with a yearly budget.', 'the leadership team') },
    { title: 'Content writer (contract)', type: 'Contract', level: 'Mid', salary: [35000, null], openings: 1, skills: ['Copywriting', 'Nepali', 'English'], description: duties('Write product descriptions, blog posts and campaign copy in Nepali and English for six months.', 'the marketing team') },
  ],
  'accounting-finance': [
    { title: 'Accountant', type: 'Full-time', level: 'Mid', salary: [45000, 60000], openings: 1, skills: ['Tally', 'VAT', 'Excel'], description: duties('Keep the books, file VAT and TDS on time and prepare monthly reports for the owners.', 'our accounts office') },
    { title: 'Accounts assistant', type: 'Full-time', level: 'Entry', salary: [25000, 30000], openings: 2, skills: ['Tally', 'Data entry'], description: duties('Enter bills and receipts, reconcile the bank and help with month-end closing.', 'the accounts team') },
    { title: 'Finance manager', type: 'Full-time', level: 'Manager', salary: [150000, 200000], openings: 1, skills: ['CA', 'Audit', 'Budgeting'], description: duties('Own our budgets, cash flow, audit and banks, and advise the directors.', 'the leadership team') },
    { title: 'Audit intern', type: 'Internship', level: 'Entry', salary: [12000, null], openings: 2, skills: ['Excel', 'Accounting basics'], description: duties('Three months helping our auditors check vouchers and stock counts. Good for BBS students.', 'the audit team') },
    { title: 'Part-time bookkeeper', type: 'Part-time', level: 'Mid', salary: null, openings: 1, skills: ['Tally', 'VAT'], description: duties('Three mornings a week: keep our small company books and file VAT each month.', 'a family business') },
  ],
  'customer-service': [
    { title: 'Customer support representative', type: 'Full-time', level: 'Entry', salary: [25000, 30000], openings: 5, skills: ['Phone support', 'Nepali', 'English'], description: duties('Answer calls and chats from buyers about their orders, returns and deliveries.', 'our support centre') },
    { title: 'Customer support team lead', type: 'Full-time', level: 'Senior', salary: [55000, 70000], openings: 1, skills: ['Team lead', 'CRM', 'Coaching'], description: duties('Lead a shift of eight support staff, handle escalations and improve our replies.', 'the support centre') },
    { title: 'Front desk officer', type: 'Full-time', level: 'Entry', salary: [22000, 26000], openings: 1, skills: ['Reception', 'MS Office'], description: duties('Greet visitors, take calls and keep the front office running smoothly.', 'our head office') },
    { title: 'Remote chat support (night shift)', type: 'Remote', level: 'Entry', salary: [28000, 32000], openings: 3, skills: ['Chat support', 'English'], description: duties('Answer customer chats from home between 10 pm and 6 am; laptop and internet allowance provided.', 'the night shift') },
    { title: 'Call centre agent (contract)', type: 'Contract', level: 'Entry', salary: [24000, null], openings: 6, skills: ['Phone support', 'Patience'], description: duties('Three-month contract for the festival season: call buyers to confirm orders.', 'the support centre') },
  ],
  hospitality: [
    { title: 'Restaurant waiter / waitress', type: 'Full-time', level: 'Entry', salary: [18000, 22000], openings: 4, skills: ['Service', 'English'], description: duties('Serve guests at our Thamel restaurant; meals and service charge on top of the salary.', 'our restaurant team') },
    { title: 'Commis chef', type: 'Full-time', level: 'Entry', salary: [22000, 28000], openings: 2, skills: ['Continental', 'Hygiene'], description: duties('Prepare continental and Nepali dishes under our head chef.', 'the kitchen') },
    { title: 'Hotel front office manager', type: 'Full-time', level: 'Manager', salary: [80000, 100000], openings: 1, skills: ['Opera PMS', 'Team lead'], description: duties('Run reception, reservations and guest relations for a 40-room hotel in Lakeside.', 'our Pokhara hotel') },
    { title: 'Barista (weekends)', type: 'Part-time', level: 'Entry', salary: [12000, 15000], openings: 2, skills: ['Espresso', 'Latte art'], description: duties('Make coffee at our café on Saturdays and Sundays; we train you.', 'our café') },
    { title: 'Event staff (contract)', type: 'Contract', level: 'Entry', salary: null, openings: 10, skills: ['Service', 'Teamwork'], description: duties('Serve at weddings and events during the wedding season, paid per event.', 'our events team') },
  ],
  'design-creative': [
    { title: 'Graphic designer', type: 'Full-time', level: 'Mid', salary: [45000, 60000], openings: 1, skills: ['Photoshop', 'Illustrator', 'Figma'], description: duties('Design our social posts, banners, packaging and store pages.', 'the marketing team') },
    { title: 'Product photographer', type: 'Contract', level: 'Mid', salary: [40000, null], openings: 1, skills: ['Photography', 'Lightroom'], description: duties('Shoot our products in the studio for the online store, about 200 items a month.', 'the catalogue team') },
    { title: 'UI/UX designer', type: 'Full-time', level: 'Senior', salary: [90000, 130000], openings: 1, skills: ['Figma', 'User research', 'Design systems'], description: duties('Design the shopping experience on phone and web, test it with buyers and keep our design system.', 'the product team') },
    { title: 'Video editor (remote)', type: 'Remote', level: 'Mid', salary: [35000, 50000], openings: 1, skills: ['Premiere Pro', 'After Effects'], description: duties('Edit short product and brand videos for social media, from home.', 'the marketing team') },
    { title: 'Design intern', type: 'Internship', level: 'Entry', salary: [10000, null], openings: 2, skills: ['Canva', 'Photoshop'], description: duties('Three months making social posts and banners with our designer.', 'the design team') },
  ],
  teaching: [
    { title: 'English teacher (secondary)', type: 'Full-time', level: 'Mid', salary: [40000, 50000], openings: 1, skills: ['Teaching licence', 'English'], description: duties('Teach English to grades 8 to 10 and prepare students for SEE.', 'a school in Lalitpur') },
    { title: 'Computer instructor', type: 'Part-time', level: 'Mid', salary: [20000, 25000], openings: 1, skills: ['MS Office', 'Teaching'], description: duties('Teach evening computer classes: Office, internet and basic accounting software.', 'our training centre') },
    { title: 'Staff trainer', type: 'Contract', level: 'Senior', salary: null, openings: 1, skills: ['Training', 'Customer care'], description: duties('Train our new shop staff in service and sales, two days a week for four months.', 'the people team') },
    { title: 'Online math tutor', type: 'Remote', level: 'Entry', salary: [15000, 20000], openings: 3, skills: ['Mathematics', 'Zoom'], description: duties('Tutor school students in maths over video calls in the evenings.', 'our online tutoring team') },
    { title: 'Montessori teacher', type: 'Full-time', level: 'Entry', salary: [25000, 30000], openings: 2, skills: ['Montessori', 'Child care'], description: duties('Teach and care for children aged 3 to 5 in a Montessori classroom.', 'a pre-school in Bhaktapur') },
  ],
  'logistics-driving': [
    { title: 'Delivery rider', type: 'Full-time', level: 'Entry', salary: [22000, 28000], openings: 8, skills: ['Two-wheeler licence', 'Valley roads'], description: duties('Deliver orders around the valley on our bikes; fuel and phone allowance paid.', 'the delivery team') },
    { title: 'Warehouse assistant', type: 'Full-time', level: 'Entry', salary: [20000, 24000], openings: 3, skills: ['Stock counting', 'Packing'], description: duties('Receive, store, pick and pack stock in our Koteshwor warehouse.', 'the warehouse') },
    { title: 'Light vehicle driver', type: 'Full-time', level: 'Mid', salary: [25000, 32000], openings: 2, skills: ['Four-wheeler licence', 'Clean record'], description: duties('Drive our delivery van between the warehouse and the stores.', 'the logistics team') },
    { title: 'Logistics coordinator', type: 'Full-time', level: 'Senior', salary: [50000, 70000], openings: 1, skills: ['Route planning', 'Excel', 'Team lead'], description: duties('Plan routes and schedules for twenty riders and handle courier partners.', 'the logistics team') },
    { title: 'Festival season packer (contract)', type: 'Contract', level: 'Entry', salary: [18000, null], openings: 10, skills: ['Packing'], description: duties('Two months of packing orders for Dashain and Tihar, day or evening shifts.', 'the warehouse') },
  ],
};

export const COVER_LETTERS = [
  'I have the skills you list and three years of experience in a similar role. I work carefully, learn fast and would be glad to join your team.',
  'I recently finished my studies and have done an internship in this field. I am reliable, punctual and eager to learn from your team.',
  'I live close to your office and can start right away. My last employer will happily give a reference about my work.',
  'This job fits what I do best. I have attached my CV with my experience and the projects I am proud of.',
];
