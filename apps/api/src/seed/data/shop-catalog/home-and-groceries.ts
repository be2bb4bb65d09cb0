// The demo shop's household departments, both Kathmandu Kitchen Mart's: Home & Kitchen and
// Groceries; seed/data/shop-catalog.ts lists them after Electronics and Fashion in SHOP_CATEGORIES.
import type { RootCategorySeed } from '../shop-catalog.ts';

/** Home & Kitchen and Groceries, with their leaf categories and products. */
export const HOME_AND_GROCERIES: RootCategorySeed[] = [
  {
    name: 'Home & Kitchen',
    slug: 'home-kitchen',
    color: '#ea580c',
    vendor: 2,
    children: [
      {
        name: 'Cookware',
        slug: 'cookware',
        blurb: 'Even heating and easy cleaning, ready for dal bhat for the whole family.',
        specs: { Material: ['Stainless steel', 'Hard anodised aluminium', 'Cast iron'], Capacity: ['3 litre', '5 litre', '24 cm'] },
        products: [
          ['Prestige Pressure Cooker 5L', 'Prestige', 4499],
          ['Hawkins Futura Kadai', 'Hawkins', 3799],
          ['Non-stick Tawa 28 cm', 'Prestige', 1999],
          ['Stainless Steel Casserole Set', 'Milton', 2899],
          ['Cast Iron Skillet', 'Lodge', 5499],
          ['Copper Water Jug', 'Patan Metal Works', 3299],
          ['Steel Tiffin Box', 'Milton', 1299],
          ['Brass Karuwa Water Pot', 'Patan Metal Works', 4999],
        ],
      },
      {
        name: 'Appliances',
        slug: 'appliances',
        blurb: 'Dependable home appliances with local service support and a year of warranty.',
        specs: { Power: ['750 W', '1200 W', '1800 W'], Warranty: ['1 year', '2 years'] },
        products: [
          ['Philips Mixer Grinder 750W', 'Philips', 7999],
          ['CG Rice Cooker 1.8L', 'CG', 4299],
          ['Baltra Electric Kettle', 'Baltra', 1899],
          ['Kent RO Water Purifier', 'Kent', 24999],
          ['Philips Air Fryer', 'Philips', 16999],
          ['Himstar Induction Cooktop', 'Himstar', 5499],
          ['Yasuda Room Heater', 'Yasuda', 6999],
          ['Samsung Microwave Oven 23L', 'Samsung', 18999],
        ],
      },
      {
        name: 'Furniture',
        slug: 'furniture',
        blurb: 'Solid furniture made to fit city flats, delivered and assembled inside the valley.',
        specs: { Material: ['Sheesham wood', 'Engineered wood', 'Metal'], Finish: ['Walnut', 'Natural', 'Matte black'] },
        products: [
          ['Sheesham Study Table', 'Woodland Furniture', 18999],
          ['Ergonomic Office Chair', 'Featherlite', 14999],
          ['Three Door Wardrobe', 'Woodland Furniture', 38999],
          ['Folding Dining Set', 'Nilkamal', 22999],
          ['Wall Book Shelf', 'Nilkamal', 5999],
          ['Cotton Dhakre Floor Cushion', 'Bhaktapur Crafts', 2499],
        ],
      },
    ],
  },
  {
    name: 'Groceries',
    slug: 'groceries',
    color: '#16a34a',
    vendor: 2,
    children: [
      {
        name: 'Staples',
        slug: 'staples',
        blurb: 'Kitchen staples, cleaned and packed fresh for everyday cooking.',
        specs: { Weight: ['1 kg', '5 kg', '500 g'], Origin: ['Nepal', 'Terai', 'Jumla'] },
        products: [
          ['Jeera Masino Rice 5kg', 'Shree Ram', 899],
          ['Jumla Red Rice 2kg', 'Karnali Organics', 749],
          ['Mustard Oil 1L', 'Dhara', 429],
          ['Masoor Dal 1kg', 'Nepal Agro', 219],
          ['Himalayan Pink Salt 1kg', 'Karnali Organics', 149],
          ['Whole Wheat Atta 5kg', 'Aashirvaad', 699],
          ['Timur Sichuan Pepper 100g', 'Karnali Organics', 199],
          ['Organic Turmeric Powder 200g', 'Everest Masala', 179],
        ],
      },
      {
        name: 'Beverages',
        slug: 'beverages',
        blurb: 'From the hills of Ilam and beyond: tea, coffee and drinks for every guest.',
        specs: { Pack: ['250 g', '500 g', '1 L'], Type: ['Loose leaf', 'Ground', 'Ready to drink'] },
        products: [
          ['Ilam Orthodox Black Tea', 'Ilam Tea Estate', 649],
          ['Himalayan Arabica Coffee', 'Himalayan Java', 899],
          ['Tokla CTC Tea 500g', 'Tokla', 299],
          ['Real Mango Juice 1L', 'Dabur Real', 249],
          ['Green Tea Tulsi', 'Ilam Tea Estate', 399],
          ['Lemon Honey Ginger Drink', 'Himalayan Bee', 349],
        ],
      },
      {
        name: 'Snacks',
        slug: 'snacks',
        blurb: 'Crunchy snacks for the afternoon chiya break.',
        specs: { Pack: ['100 g', '200 g', '400 g'], Taste: ['Spicy', 'Salted', 'Sweet'] },
        products: [
          ['Wai Wai Noodles Pack of 30', 'Wai Wai', 600],
          ['Chau Chau Masala Noodles', 'Chaudhary', 450],
          ['Kurkure Masala Munch', 'Kurkure', 60],
          ['Lapsi Candy', 'Himalayan Sweets', 199],
          ['Roasted Peanuts 400g', 'Nepal Agro', 249],
          ['Digestive Biscuits', 'Britannia', 180],
          ['Dried Yak Cheese Chhurpi', 'Himalayan Sweets', 499],
        ],
      },
    ],
  },
];
