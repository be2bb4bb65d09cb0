// What the demo's people write around the tasks: the public questions and their answers, the messages
// after assignment, the reviews and replies, why a task was cancelled, what a tasker sends with an offer,
// and the taskers' profiles (seed/data/task-demo.ts re-exports each).

/** Public questions a would-be tasker asks, and what the poster answers (null: not answered yet). */
export const TASK_QUESTIONS: { text: string; answer: string | null }[] = [
  {
    text: 'Is there parking near the house for a van?',
    answer: 'Yes, you can park right in front of the gate.',
  },
  { text: 'Will you provide the materials or should I bring them?', answer: 'Please bring what you need; I will pay for materials separately with receipts.' },
  { text: 'Can it be done on a weekday evening?', answer: 'Weekday evenings after 5 pm are fine.' },
  { text: 'Which floor is it on, and is there a lift?', answer: 'Third floor, no lift, but the stairs are wide.' },
  { text: 'Could you share a photo of the problem?', answer: null },
  { text: 'How long do you expect it to take?', answer: 'I think half a day, but tell me if you need more.' },
  { text: 'Is the budget negotiable if more work turns up?', answer: 'Yes, we can talk if it turns out bigger than described.' },
  { text: 'Do you need it done in one day or can I come twice?', answer: null },
];

/** What poster (P) and tasker (T) write to each other after assignment, in turns. */
export const TASK_CONVERSATIONS: { from: 'P' | 'T'; body: string }[][] = [
  [
    { from: 'P', body: 'Thank you for taking this on! When can you come?' },
    { from: 'T', body: 'Namaste! I can come on Saturday at 10 am. Is that okay?' },
    { from: 'P', body: 'Saturday at 10 works. I will send the location pin.' },
    { from: 'T', body: 'Got it, see you then.' },
  ],
  [
    { from: 'T', body: 'Hello, I have seen the photos. I will bring the tools and parts I think we need.' },
    { from: 'P', body: 'Great. Please call when you reach the chowk, the lane is a bit hard to find.' },
    { from: 'T', body: 'Sure, I will call you.' },
  ],
  [
    { from: 'P', body: 'Hi, is tomorrow morning possible? Someone will be at home all day.' },
    { from: 'T', body: 'Tomorrow I am busy until noon, can I come at 2 pm?' },
    { from: 'P', body: '2 pm is fine, thank you.' },
    { from: 'T', body: 'Done for today, I will finish the rest tomorrow morning.' },
    { from: 'P', body: 'Looks good so far. See you tomorrow.' },
  ],
  [
    { from: 'T', body: 'Namaste, I will start this week. Could you share any details I should know first?' },
    { from: 'P', body: 'Everything is in the description. The guard knows you are coming.' },
  ],
];

/** What the poster says about the tasker, and the tasker about the poster, by rating. */
export const TASK_REVIEW_TEXTS = {
  ofTasker: {
    5: [
      'Came on time, did a neat job and cleaned up afterwards. Highly recommended.',
      'Very professional and friendly. Explained what was wrong and fixed it quickly.',
      'Excellent work, better than I expected. Will hire again.',
    ],
    4: [
      'Good work and fair price. Arrived a bit late but called ahead.',
      'Did the job well, needed a second visit for a small thing.',
    ],
    3: ['The job got done, but it took longer than we agreed.'],
  },
  ofPoster: {
    5: [
      'Clear instructions and paid on time. A pleasure to work for.',
      'Very kind family, everything was ready when I arrived.',
      'Described the task exactly, no surprises. Thank you!',
    ],
    4: ['Good communication, the place was a little hard to find.'],
  },
  replies: [
    'Thank you so much, happy to help again any time!',
    'Thanks for the kind words. It was great working with you.',
  ],
} as const;

/** Why a task was cancelled: by its poster, or by an admin. */
export const TASK_CANCEL_REASONS = {
  poster: [
    'Found someone in the neighbourhood who could do it the same day.',
    'Plans changed, we no longer need this.',
    'The landlord decided to do it himself.',
  ],
  admin: ['Removed: the task asked for work outside Bazaar’s rules.'],
} as const;

/** What a tasker writes with an offer. */
export const TASK_OFFER_MESSAGES = [
  'Namaste! I have done this kind of work for five years and can start this week.',
  'I can do it this weekend with my own tools. The price includes everything but parts.',
  'Experienced and nearby, I can come tomorrow to have a look first.',
  'I have good reviews for similar tasks. I will finish it in one visit.',
  'Available on your date. Happy to share photos of earlier work.',
];

/** Tasker profiles for a few demo people (by email): bio, skills, categories (slugs). */
export const TASKER_PROFILES: {
  email: string;
  bio: string;
  skills: string[];
  categories: string[];
}[] = [
  {
    email: 'user@bazaar.test',
    bio: 'Weekend handyperson and plant lover in Kathmandu. I assemble furniture, fix small things around the house and set up kitchen gardens.',
    skills: ['Furniture assembly', 'Drilling and mounting', 'Gardening', 'Repotting'],
    categories: ['handyman', 'gardening'],
  },
  {
    email: 'buyer1@bazaar.test',
    bio: 'Professional cleaner with eight years of experience in homes and offices. I bring my own supplies and machines.',
    skills: ['Deep cleaning', 'Sofa shampoo', 'Water tank cleaning'],
    categories: ['cleaning'],
  },
  {
    email: 'buyer2@bazaar.test',
    bio: 'Licensed electrician and plumber. Wiring, inverters, geysers, leaks — done safely and cleanly.',
    skills: ['House wiring', 'Inverter setup', 'Geyser installation', 'Leak repair'],
    categories: ['electrical', 'plumbing'],
  },
  {
    email: 'buyer6@bazaar.test',
    bio: 'I own a small pickup truck and move flats, offices and single items across the valley with two helpers.',
    skills: ['House moving', 'Heavy lifting', 'Deliveries'],
    categories: ['moving'],
  },
  {
    email: 'buyer8@bazaar.test',
    bio: 'Computer engineer by day, fixing laptops, networks and websites in the evenings. Remote help available.',
    skills: ['Laptop repair', 'Wi-Fi and networks', 'CCTV', 'Websites'],
    categories: ['computer-it', 'photography'],
  },
  {
    email: 'buyer11@bazaar.test',
    bio: 'Teacher with a master’s in mathematics. Tutoring SEE and +2 students, and English conversation online.',
    skills: ['Mathematics', 'English speaking', 'Exam preparation'],
    categories: ['tutoring'],
  },
  {
    email: 'buyer12@bazaar.test',
    bio: 'Painter and decorator: interior and exterior painting, waterproofing and wall murals.',
    skills: ['Interior painting', 'Waterproofing', 'Murals'],
    categories: ['painting', 'handyman'],
  },
];
