// The demo tasks of errands and skills: moving and delivery, gardening, computer and IT, tutoring
// and lessons, photography and events (seed/data/task-demo.ts puts them in TASK_TEXTS after the
// home-care ones).
import type { TaskTextSeed } from '../task-demo.ts';

/** Six tasks for each of these categories, in the order seed/task-plan.ts hands them states. */
export const ERRAND_AND_SKILL_TASK_TEXTS: Record<string, TaskTextSeed[]> = {
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
