// The demo tasks of the home's upkeep: cleaning, handyman and repairs, plumbing, electrical and
// painting (seed/data/task-demo.ts puts them first in TASK_TEXTS, then the errands and skills).
import type { TaskTextSeed } from '../task-demo.ts';

/** Six tasks for each of the home-care categories, in the order seed/task-plan.ts hands them states. */
export const HOME_CARE_TASK_TEXTS: Record<string, TaskTextSeed[]> = {
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
};
