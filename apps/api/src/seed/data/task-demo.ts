// What the demo Task section says: its categories, the tasks people post in each (title, description,
// budget), the questions asked in public, what poster and tasker write to each other after assignment,
// and what they say about each other once a task is done. The plan of who posts what, in which state,
// lives in seed/task-plan.ts.

/** A task category: its icon is drawn at seed time (`illustration`, in `color`). */
export type TaskCategorySeed = {
  name: string;
  slug: string;
  color: string;
  illustration: TaskIllustration;
};

/** The drawings of seed/illustrations.ts the task categories use. */
export type TaskIllustration =
  | 'broom'
  | 'wrench'
  | 'tap'
  | 'bulb'
  | 'paint-roller'
  | 'box'
  | 'plant'
  | 'laptop'
  | 'book'
  | 'camera';

export const TASK_CATEGORIES: TaskCategorySeed[] = [
  { name: 'Cleaning', slug: 'cleaning', color: '#0891b2', illustration: 'broom' },
  { name: 'Handyman & Repairs', slug: 'handyman', color: '#b45309', illustration: 'wrench' },
  { name: 'Plumbing', slug: 'plumbing', color: '#1d4ed8', illustration: 'tap' },
  { name: 'Electrical', slug: 'electrical', color: '#ca8a04', illustration: 'bulb' },
  { name: 'Painting', slug: 'painting', color: '#be185d', illustration: 'paint-roller' },
  { name: 'Moving & Delivery', slug: 'moving', color: '#7c3aed', illustration: 'box' },
  { name: 'Gardening', slug: 'gardening', color: '#15803d', illustration: 'plant' },
  { name: 'Computer & IT', slug: 'computer-it', color: '#334155', illustration: 'laptop' },
  { name: 'Tutoring & Lessons', slug: 'tutoring', color: '#c2410c', illustration: 'book' },
  { name: 'Photography & Events', slug: 'photography', color: '#9333ea', illustration: 'camera' },
];

/** One task as its poster writes it: budget in rupees; `remote` when it can be done from anywhere. */
export type TaskTextSeed = { title: string; description: string; budget: number; remote?: boolean };

/** Six tasks per category (60 in all), in the order seed/task-plan.ts hands them states. */
export const TASK_TEXTS: Record<string, TaskTextSeed[]> = {
  cleaning: [
    {
      title: 'Deep clean a 2BHK flat before moving in',
      description:
        'We move into a two-bedroom flat next week and want it cleaned top to bottom first: kitchen cabinets inside and out, bathroom tiles, windows and floors. The flat is empty, so it should be quick. Please bring your own cleaning supplies.',
      budget: 4500,
    },
    {
      title: 'Weekly house cleaning for a family of four',
      description:
        'Looking for someone reliable to clean our house every Saturday morning: sweeping and mopping all rooms, dusting, and cleaning two bathrooms. About three hours each time. This task is the first visit; if it goes well we would like to continue.',
      budget: 1500,
    },
    {
      title: 'Sofa and carpet shampoo cleaning',
      description:
        'A five-seater fabric sofa and one large living-room carpet (about 8 × 10 ft) need a proper shampoo wash. There are a few tea stains on the sofa. Machine cleaning preferred.',
      budget: 3500,
    },
    {
      title: 'Clean the water tank on the roof',
      description:
        'Our 1000-litre plastic water tank on the roof has not been cleaned in two years. Need it emptied, scrubbed and rinsed, and the lid checked. Ladder access is easy.',
      budget: 2000,
    },
    {
      title: 'Office cleaning after renovation',
      description:
        'Small office (three rooms and a kitchenette) just got painted and has dust and paint spots everywhere. Need floors, windows, desks and the kitchenette cleaned so we can open on Sunday.',
      budget: 6000,
    },
    {
      title: 'Kitchen chimney and stove degreasing',
      description:
        'The kitchen chimney filters and the gas stove are covered in grease. Please take the filters out, degrease them, clean the hood and the tiles behind the stove.',
      budget: 1800,
    },
  ],
  handyman: [
    {
      title: 'Assemble a wardrobe and two bookshelves',
      description:
        'Bought flat-pack furniture online: one three-door wardrobe and two bookshelves. All parts and screws are here, need someone with tools to assemble them and fix the wardrobe to the wall.',
      budget: 2500,
    },
    {
      title: 'Fix a squeaky door and a loose cabinet hinge',
      description:
        'The bedroom door squeaks and does not close properly, and one kitchen cabinet door hangs from a loose hinge. Small jobs, probably an hour of work.',
      budget: 800,
    },
    {
      title: 'Mount a 55 inch TV on the wall',
      description:
        'Need a 55 inch TV mounted on a brick wall in the living room. I have the wall bracket. Please bring a drill and hide the cables neatly if possible.',
      budget: 1500,
    },
    {
      title: 'Install curtain rods in three rooms',
      description:
        'Three windows need curtain rods: two in bedrooms, one wide window in the living room. Rods are already bought. The walls are concrete.',
      budget: 1200,
    },
    {
      title: 'Repair a broken wooden chair and table leg',
      description:
        'One dining chair has a cracked leg and the table wobbles because one leg is loose. Please glue, clamp or replace what is needed so they are sturdy again.',
      budget: 1000,
    },
    {
      title: 'Put up shelves and a mirror in the bathroom',
      description:
        'Two glass shelves and a mirror cabinet to be fixed above the bathroom sink. Tiles on the wall, so careful drilling is needed.',
      budget: 1300,
    },
  ],
  plumbing: [
    {
      title: 'Fix a leaking kitchen sink',
      description:
        'Water drips from under the kitchen sink, the pipe joint below the basin seems loose. The cabinet under it is getting damp. Please fix the leak and replace the pipe if needed.',
      budget: 1200,
    },
    {
      title: 'Replace the bathroom tap and shower head',
      description:
        'The bathroom tap leaks even when closed and the shower head is blocked with limescale. New ones need to be bought and fitted; I can pay for the parts separately.',
      budget: 1500,
    },
    {
      title: 'Unblock the bathroom drain',
      description:
        'The floor drain in the bathroom drains very slowly and smells. Probably hair and soap blocking it. Need it cleared properly.',
      budget: 900,
    },
    {
      title: 'Install a geyser in the bathroom',
      description:
        'A new 25-litre electric geyser needs to be installed with the water connections and a pressure valve. The electrical point is already there.',
      budget: 2500,
    },
    {
      title: 'Fix low water pressure on the second floor',
      description:
        'Taps on the second floor barely get water while the ground floor is fine. Maybe the pump or a blocked pipe. Looking for an experienced plumber to find and fix the cause.',
      budget: 3000,
    },
    {
      title: 'Replace a leaking toilet flush tank',
      description:
        'The flush tank runs all the time and water leaks onto the floor. The tank fittings probably need replacing. Western toilet, about five years old.',
      budget: 1400,
    },
  ],
  electrical: [
    {
      title: 'Install ceiling fans in two rooms',
      description:
        'Two new ceiling fans need to be installed; the hooks and wiring points are already in the ceiling. Please also fit the regulators on the switchboards.',
      budget: 1600,
    },
    {
      title: 'Fix sparking switchboard in the kitchen',
      description:
        'One socket in the kitchen sparks when we plug in the rice cooker and the switchboard gets warm. Needs checking and replacing safely.',
      budget: 1000,
    },
    {
      title: 'Set up inverter and battery backup',
      description:
        'Bought an inverter with a 150Ah battery for load-shedding backup. Need it installed and connected so the lights, fans and router run on backup.',
      budget: 2500,
    },
    {
      title: 'Install LED lights on the balcony',
      description:
        'Want warm-white LED strip lights along the balcony ceiling and one outdoor wall light with a switch. I can buy the lights you recommend.',
      budget: 2200,
    },
    {
      title: 'Wiring for a new room on the rooftop',
      description:
        'We built a small room on the rooftop. It needs wiring for two lights, one fan and three sockets, with a small distribution box. Conduits are already laid.',
      budget: 9000,
    },
    {
      title: 'Find out why the MCB keeps tripping',
      description:
        'The main MCB trips two or three times a day, usually in the evening. Need an electrician to find the faulty circuit or appliance and fix it.',
      budget: 1500,
    },
  ],
  painting: [
    {
      title: 'Paint the living room walls',
      description:
        'Living room about 14 × 16 ft, two coats of emulsion in a light colour, with putty where the wall is cracked. Furniture can be moved to the middle and covered.',
      budget: 9000,
    },
    {
      title: 'Paint the main gate and grill',
      description:
        'The iron main gate and the window grills on the ground floor are rusting. Need rust removal, a primer coat and enamel paint, black or dark grey.',
      budget: 4000,
    },
    {
      title: 'Waterproof and paint the outside wall',
      description:
        'The north wall of the house gets damp every monsoon. Looking for waterproofing treatment and exterior paint on that wall, about 30 × 20 ft, two storeys.',
      budget: 18000,
    },
    {
      title: "Paint a mural in the children's room",
      description:
        'Would love a simple, colourful mural on one wall of our daughter\'s room: mountains, a sun and a few birds. Please share photos of your earlier work with your offer.',
      budget: 7000,
    },
    {
      title: 'Repaint two bedroom doors and window frames',
      description:
        'Two wooden doors and four window frames need sanding and a fresh coat of enamel paint. The old paint is peeling in places.',
      budget: 3500,
    },
    {
      title: 'Touch up the paint in a rented flat before leaving',
      description:
        'Moving out of a rented flat: the walls have nail holes and a few marks. Need them filled and touched up with the same off-white paint before the handover.',
      budget: 3000,
    },
  ],
  moving: [
    {
      title: 'Help moving a 1BHK flat within Kathmandu',
      description:
        'Moving from a one-bedroom flat to another about 5 km away. A bed, a fridge, a sofa, a table and around fifteen boxes. Need a small truck and two helpers for loading and unloading.',
      budget: 7000,
    },
    {
      title: 'Pick up a sofa from a shop and deliver it home',
      description:
        'Bought a three-seater sofa from a furniture shop. Need it picked up and carried up to the third floor (no lift).',
      budget: 1500,
    },
    {
      title: 'Deliver a parcel to Pokhara',
      description:
        'One medium box (about 10 kg) of clothes and books to be delivered to my sister in Pokhara this week. Anyone travelling there is welcome.',
      budget: 1200,
    },
    {
      title: 'Move an office: desks, chairs and files',
      description:
        'Small office moving to a new building nearby: eight desks, twelve chairs, two cupboards and about forty boxes of files. Saturday preferred, so no work is lost.',
      budget: 15000,
    },
    {
      title: 'Carry a washing machine to the fourth floor',
      description:
        'A new front-load washing machine was delivered to the ground floor only. Need two people to carry it up to the fourth floor carefully.',
      budget: 1000,
    },
    {
      title: 'Collect groceries and medicines for my parents',
      description:
        'My parents are elderly and live alone. I need someone to collect a grocery list and their monthly medicines from the pharmacy and drop them at their home. I pay for the items online.',
      budget: 600,
    },
  ],
  gardening: [
    {
      title: 'Trim the hedge and mow the lawn',
      description:
        'Small front garden: the hedge along the wall needs trimming and the lawn (about 400 sq ft) needs mowing. Please take the cuttings away.',
      budget: 1500,
    },
    {
      title: 'Set up a kitchen garden on the rooftop',
      description:
        'Want to grow vegetables on the rooftop: need about ten grow bags or pots with soil and compost, and seedlings of tomato, chilli, spinach and coriander planted. Advice on watering welcome.',
      budget: 5000,
    },
    {
      title: 'Plant fruit trees in the backyard',
      description:
        'Have space for four fruit trees (lemon, orange, guava, avocado). Need the pits dug, compost added and saplings planted. I can buy the saplings or you can bring them.',
      budget: 3000,
    },
    {
      title: 'Water the plants while we are away',
      description:
        'We are travelling for ten days. Need someone to water about twenty pots on the balcony every second day. Keys will be left with the neighbour.',
      budget: 2000,
    },
    {
      title: 'Clear weeds from a vacant plot',
      description:
        'A plot of about 4 aana has grown full of weeds and bushes. Need it cleared and the waste taken away before we start building.',
      budget: 6000,
    },
    {
      title: 'Repot indoor plants and add fresh soil',
      description:
        'About fifteen indoor plants (money plants, snake plants, a few ferns) have outgrown their pots. Need repotting with fresh soil and compost; I have bought bigger pots.',
      budget: 1800,
    },
  ],
  'computer-it': [
    {
      title: 'Set up home Wi-Fi mesh for a three-storey house',
      description:
        'Wi-Fi does not reach the top floor. Bought a mesh system with three units; need it set up, placed well and the old router configured as a modem only.',
      budget: 2000,
    },
    {
      title: 'Build a simple website for my bakery',
      description:
        'Need a simple website for our bakery: home, menu with prices, photos, opening hours, location map and a contact form. Mobile-friendly. Can be done remotely.',
      budget: 25000,
      remote: true,
    },
    {
      title: 'Remove a virus and speed up my laptop',
      description:
        'My Windows laptop has become very slow and shows pop-up ads. Need the virus removed, unnecessary programs cleaned and if possible a faster startup. Remote session is fine.',
      budget: 1500,
      remote: true,
    },
    {
      title: 'Install CCTV cameras at the shop',
      description:
        'Four CCTV cameras and a DVR are bought. Need them installed around my shop with cables hidden, and the app set up on my phone so I can watch from home.',
      budget: 5000,
    },
    {
      title: 'Enter 500 product records into a spreadsheet',
      description:
        'I have photos of handwritten stock registers. Need the 500 product records typed into a spreadsheet (name, code, quantity, price). Accuracy matters. Fully remote.',
      budget: 3000,
      remote: true,
    },
    {
      title: 'Recover photos from a broken phone',
      description:
        'My phone fell and the screen does not turn on, but the phone vibrates. Need the photos and contacts recovered to a laptop or a pen drive.',
      budget: 2500,
    },
  ],
  tutoring: [
    {
      title: 'Maths tutor for a grade 10 student (SEE)',
      description:
        'Looking for a maths tutor for my son preparing for the SEE exams. One hour, five days a week, at our home in the evening. This task covers the first month.',
      budget: 8000,
    },
    {
      title: 'Online English speaking practice',
      description:
        'I am preparing for IELTS and need someone to practise speaking with me over video calls: three 45-minute sessions a week for a month, with feedback.',
      budget: 6000,
      remote: true,
    },
    {
      title: 'Guitar lessons for a beginner',
      description:
        'Complete beginner with an acoustic guitar. Want eight lessons (one hour each) to learn chords, strumming and a few songs. Weekends preferred.',
      budget: 5000,
    },
    {
      title: 'Teach my mother to use a smartphone',
      description:
        'My mother (65) has a new smartphone. Need a patient person to teach her video calls, WhatsApp, photos and paying bills with the wallet app, over three or four visits.',
      budget: 2000,
    },
    {
      title: 'Excel and accounting basics, online',
      description:
        'Need a few online sessions on Excel for small-business accounts: formulas, pivot tables and a simple income and expense sheet. Screen sharing over video call.',
      budget: 4000,
      remote: true,
    },
    {
      title: 'Nepali lessons for a foreigner',
      description:
        'I moved to Nepal for work and want to learn everyday Nepali: greetings, shopping, directions, numbers. Two lessons a week for a month, at a café or online.',
      budget: 7000,
    },
  ],
  photography: [
    {
      title: 'Photographer for a birthday party',
      description:
        "Need a photographer for my son's 5th birthday party at home, about three hours in the evening. Edited photos shared online within a week.",
      budget: 6000,
    },
    {
      title: 'Product photos for an online shop',
      description:
        'I sell handmade felt products and need clean photos of about forty items on a white background, plus a few lifestyle shots. Edited and resized for the web.',
      budget: 8000,
    },
    {
      title: 'Edit a wedding video into a short film',
      description:
        'Have about four hours of raw wedding footage. Want a 5–7 minute highlight film with music and colour correction. Work can be done remotely; footage shared by link.',
      budget: 12000,
      remote: true,
    },
    {
      title: 'Decorate the house for a Teej celebration',
      description:
        'Hosting about thirty guests for Teej. Need the living room and terrace decorated with flowers, lights and a small photo corner.',
      budget: 9000,
    },
    {
      title: 'Passport and family portraits at home',
      description:
        'Need passport-size photos for four family members and a few family portraits in our garden. Printed passport photos and the digital files.',
      budget: 3000,
    },
    {
      title: 'Drone video of our hotel in Nagarkot',
      description:
        'Looking for a drone pilot with permission to fly, to shoot a two-minute promotional video of our hotel and the mountain view at sunrise.',
      budget: 20000,
    },
  ],
};

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
