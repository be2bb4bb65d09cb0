/** A seeded product before prices become paisa: [name, brand, price in rupees]. */
export type ProductSeed = [name: string, brand: string, priceRupees: number];

export type LeafCategorySeed = {
  name: string;
  slug: string;
  /** What every product in the category says about itself (descriptions are built from it). */
  blurb: string;
  /** Spec keys and the values products cycle through. */
  specs: Record<string, string[]>;
  /** Option sets for products that come in variants (every third product). */
  variantOptions?: Record<string, string[]>;
  products: ProductSeed[];
};

export type RootCategorySeed = {
  name: string;
  slug: string;
  /** Placeholder image colour. */
  color: string;
  /** Which demo vendor (index into SHOP_VENDORS) sells this category. */
  vendor: number;
  children: LeafCategorySeed[];
};

export type VendorSeed = {
  email: string;
  fullName: string;
  phone: string;
  storeName: string;
  slug: string;
  description: string;
};

/** The demo vendor (vendor@bazaar.test) first, then four more stores. */
export const SHOP_VENDORS: VendorSeed[] = [
  {
    email: 'vendor@bazaar.test',
    fullName: 'Vijay Vendor',
    phone: '9800000003',
    storeName: 'Vijay Electronics',
    slug: 'vijay-electronics',
    description: 'Phones, laptops and audio with official warranty, delivered across Nepal.',
  },
  {
    email: 'vendor2@bazaar.test',
    fullName: 'Hema Thapa',
    phone: '9800000012',
    storeName: 'Himalayan Threads',
    slug: 'himalayan-threads',
    description: 'Clothing and footwear for every season, from Kathmandu.',
  },
  {
    email: 'vendor3@bazaar.test',
    fullName: 'Kiran Shrestha',
    phone: '9800000013',
    storeName: 'Kathmandu Kitchen Mart',
    slug: 'kathmandu-kitchen-mart',
    description: 'Cookware, appliances and daily groceries at fair prices.',
  },
  {
    email: 'vendor4@bazaar.test',
    fullName: 'Bikash Gurung',
    phone: '9800000014',
    storeName: 'Everest Sports & Toys',
    slug: 'everest-sports-toys',
    description: 'Gear for the gym, the trail and the playroom.',
  },
  {
    email: 'vendor5@bazaar.test',
    fullName: 'Laxmi Maharjan',
    phone: '9800000015',
    storeName: 'Patan Beauty & Books',
    slug: 'patan-beauty-books',
    description: 'Skincare, makeup and a well-stocked bookshelf.',
  },
];

export const SHOP_CATEGORIES: RootCategorySeed[] = [
  {
    name: 'Electronics',
    slug: 'electronics',
    color: '#2563eb',
    vendor: 0,
    children: [
      {
        name: 'Mobiles',
        slug: 'mobiles',
        blurb: 'A smartphone with a bright display, all-day battery and dual SIM support for Nepali networks.',
        specs: { Display: ['6.1 inch OLED', '6.5 inch AMOLED', '6.7 inch LCD'], Battery: ['4500 mAh', '5000 mAh', '6000 mAh'], RAM: ['6 GB', '8 GB', '12 GB'] },
        variantOptions: { Storage: ['128 GB', '256 GB'] },
        products: [
          ['Samsung Galaxy S24 Ultra', 'Samsung', 184999],
          ['Samsung Galaxy A55 5G', 'Samsung', 54999],
          ['Samsung Galaxy M15', 'Samsung', 22999],
          ['Apple iPhone 15', 'Apple', 139900],
          ['Xiaomi Redmi Note 13 Pro', 'Xiaomi', 41999],
          ['Xiaomi Poco X6', 'Xiaomi', 37999],
          ['Vivo Y28', 'Vivo', 24999],
          ['OnePlus Nord CE 4', 'OnePlus', 44999],
          ['Realme Narzo 70', 'Realme', 26999],
        ],
      },
      {
        name: 'Laptops',
        slug: 'laptops',
        blurb: 'A laptop for study and work with a fast SSD, a comfortable keyboard and a full HD screen.',
        specs: { Processor: ['Intel Core i5', 'AMD Ryzen 5', 'Intel Core i7'], Storage: ['512 GB SSD', '1 TB SSD'], Screen: ['14 inch FHD', '15.6 inch FHD'] },
        variantOptions: { RAM: ['8 GB', '16 GB'] },
        products: [
          ['Dell Inspiron 15 3530', 'Dell', 94999],
          ['HP Pavilion 14', 'HP', 104999],
          ['Lenovo IdeaPad Slim 3', 'Lenovo', 79999],
          ['Asus Vivobook 15', 'Asus', 72999],
          ['Acer Aspire 7 Gaming', 'Acer', 119999],
          ['Apple MacBook Air M2', 'Apple', 164900],
          ['MSI Modern 14', 'MSI', 69999],
          ['Lenovo ThinkPad E14', 'Lenovo', 129999],
        ],
      },
      {
        name: 'Audio',
        slug: 'audio',
        blurb: 'Clear sound with deep bass and a battery that lasts through the longest bus ride.',
        specs: { Connectivity: ['Bluetooth 5.3', 'Bluetooth 5.0', 'Wired 3.5 mm'], Playtime: ['20 hours', '30 hours', '40 hours'] },
        products: [
          ['Sony WH-1000XM5 Headphones', 'Sony', 54999],
          ['JBL Flip 6 Speaker', 'JBL', 17999],
          ['boAt Airdopes 141', 'boAt', 2999],
          ['Samsung Galaxy Buds FE', 'Samsung', 11999],
          ['JBL Tune 520BT', 'JBL', 6499],
          ['Realme Buds Air 6', 'Realme', 5999],
          ['Sony SRS-XB100 Speaker', 'Sony', 7999],
          ['Apple AirPods Pro 2', 'Apple', 42900],
        ],
      },
      {
        name: 'Cameras',
        slug: 'cameras',
        blurb: 'Capture treks and festivals in sharp detail, with video that stays steady on the move.',
        specs: { Sensor: ['24 MP APS-C', '20 MP 1 inch', '12 MP'], Video: ['4K 30fps', '4K 60fps', '1080p 60fps'] },
        products: [
          ['Canon EOS R50 Mirrorless', 'Canon', 109999],
          ['Sony ZV-E10 Vlog Camera', 'Sony', 89999],
          ['GoPro Hero 12 Black', 'GoPro', 59999],
          ['Nikon Z30 Kit', 'Nikon', 99999],
          ['DJI Osmo Pocket 3', 'DJI', 74999],
          ['Fujifilm Instax Mini 12', 'Fujifilm', 11499],
        ],
      },
    ],
  },
  {
    name: 'Fashion',
    slug: 'fashion',
    color: '#db2777',
    vendor: 1,
    children: [
      {
        name: 'Men',
        slug: 'men',
        blurb: 'Comfortable everyday wear, cut well and made to last many washes.',
        specs: { Material: ['100% cotton', 'Cotton blend', 'Wool blend'], Fit: ['Regular', 'Slim'] },
        variantOptions: { Size: ['M', 'L', 'XL'] },
        products: [
          ['Classic Cotton Polo Shirt', 'Himalayan Threads', 1499],
          ['Slim Fit Denim Jeans', "Levi's", 4999],
          ['Dhaka Topi Traditional Cap', 'Palpali', 899],
          ['Fleece Zip Jacket', 'Goldstar Apparel', 3499],
          ['Linen Casual Shirt', 'Himalayan Threads', 2299],
          ['Daura Suruwal Set', 'Palpali', 6999],
          ['Chino Trousers', 'Allen Solly', 2999],
          ['Hooded Sweatshirt', 'Himalayan Threads', 2499],
          ['Puffer Down Jacket', 'Sherpa Adventure Gear', 12999],
        ],
      },
      {
        name: 'Women',
        slug: 'women',
        blurb: 'Graceful designs in soft fabrics, for work, festivals and everything between.',
        specs: { Material: ['Pure silk', 'Cotton', 'Georgette', 'Pashmina'], Care: ['Hand wash', 'Dry clean', 'Machine wash'] },
        variantOptions: { Size: ['S', 'M', 'L'] },
        products: [
          ['Pashmina Shawl', 'Kathmandu Pashmina', 7999],
          ['Printed Kurta Set', 'Biba', 3299],
          ['Silk Saree with Blouse', 'Dhaka Weave', 8999],
          ['Dhaka Fabric Kurtha', 'Dhaka Weave', 4499],
          ['Knit Cardigan', 'Himalayan Threads', 2799],
          ['High Rise Jeans', "Levi's", 4599],
          ['Wool Poncho', 'Kathmandu Pashmina', 3999],
          ['Cotton Palazzo Pants', 'Biba', 1799],
        ],
      },
      {
        name: 'Footwear',
        slug: 'footwear',
        blurb: 'Cushioned soles and sturdy stitching for Kathmandu streets and mountain trails.',
        specs: { Sole: ['Rubber', 'EVA', 'PU'], Closure: ['Lace-up', 'Slip-on', 'Velcro'] },
        variantOptions: { Size: ['40', '41', '42', '43'] },
        products: [
          ['Goldstar G10 Sneakers', 'Goldstar', 2199],
          ['Caliber Trekking Boots', 'Caliber', 5999],
          ['Nike Revolution 7 Running Shoes', 'Nike', 7999],
          ['Adidas Duramo SL', 'Adidas', 8499],
          ['Leather Formal Oxford', 'Bata', 4999],
          ['Goldstar Canvas Shoes', 'Goldstar', 1599],
          ['Crocs Classic Clog', 'Crocs', 5499],
          ['Puma Softride Slides', 'Puma', 2999],
        ],
      },
    ],
  },
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
  {
    name: 'Beauty',
    slug: 'beauty',
    color: '#c026d3',
    vendor: 4,
    children: [
      {
        name: 'Skincare',
        slug: 'skincare',
        blurb: 'Gentle skincare that suits dry winters and humid monsoons alike.',
        specs: { 'Skin type': ['All skin types', 'Oily skin', 'Dry skin'], Volume: ['50 ml', '100 ml', '200 ml'] },
        products: [
          ['Cetaphil Gentle Skin Cleanser', 'Cetaphil', 1599],
          ['Nivea Soft Moisturising Cream', 'Nivea', 499],
          ['Neutrogena Sunscreen SPF 50', 'Neutrogena', 1299],
          ['Himalaya Neem Face Wash', 'Himalaya', 349],
          ['Vitamin C Serum', 'The Derma Co', 1899],
          ['Aloe Vera Gel', 'Himalaya', 299],
          ['Lip Balm SPF 15', 'Nivea', 249],
        ],
      },
      {
        name: 'Haircare',
        slug: 'haircare',
        blurb: 'Care for healthy, shiny hair, made with oils and herbs.',
        specs: { 'Hair type': ['All hair types', 'Dry hair', 'Oily hair'], Volume: ['200 ml', '400 ml'] },
        products: [
          ['Dove Intense Repair Shampoo', 'Dove', 599],
          ['Parachute Coconut Oil 500ml', 'Parachute', 449],
          ['Philips Hair Dryer', 'Philips', 2999],
          ['Himalaya Anti Dandruff Shampoo', 'Himalaya', 399],
          ['Bhringraj Hair Oil', 'Patanjali', 299],
          ['Wide Tooth Wooden Comb', 'Bhaktapur Crafts', 199],
        ],
      },
      {
        name: 'Makeup',
        slug: 'makeup',
        blurb: 'Long-wear colour for festivals and weddings.',
        specs: { Finish: ['Matte', 'Satin', 'Glossy'], Shade: ['Nude', 'Ruby red', 'Rose'] },
        products: [
          ['Maybelline Fit Me Foundation', 'Maybelline', 1299],
          ['Lakme Eyeconic Kajal', 'Lakme', 399],
          ['Matte Liquid Lipstick', 'Sugar', 899],
          ['Compact Powder', 'Lakme', 599],
          ['Mascara Volume Express', 'Maybelline', 799],
          ['Nail Polish Set of 6', 'Colorbar', 999],
        ],
      },
    ],
  },
  {
    name: 'Sports',
    slug: 'sports',
    color: '#0891b2',
    vendor: 3,
    children: [
      {
        name: 'Fitness',
        slug: 'fitness',
        blurb: 'Train at home with equipment built for daily use.',
        specs: { Material: ['Rubber', 'Steel', 'TPE foam'], Weight: ['1 kg', '5 kg', '10 kg'] },
        products: [
          ['Yoga Mat 6mm', 'Decathlon', 1499],
          ['Adjustable Dumbbell Set 20kg', 'Kore', 6999],
          ['Resistance Band Set', 'Boldfit', 999],
          ['Skipping Rope with Counter', 'Boldfit', 599],
          ['Pull Up Bar Doorway', 'Kore', 2499],
          ['Gym Gloves', 'Nivia', 699],
          ['Whey Protein 1kg', 'Optimum Nutrition', 8999],
        ],
      },
      {
        name: 'Cycling',
        slug: 'cycling',
        blurb: 'Ride the ring road or the hills of Nagarjun with reliable gear.',
        specs: { Frame: ['Alloy', 'Steel', 'Carbon'], Gears: ['21 speed', '7 speed', 'Single speed'] },
        products: [
          ['Trek Marlin 5 Mountain Bike', 'Trek', 89999],
          ['Giant Talon 3', 'Giant', 79999],
          ['Cycling Helmet', 'Btwin', 2999],
          ['Bike Lock with Keys', 'Btwin', 999],
          ['LED Bike Light Set', 'Btwin', 1299],
          ['Padded Cycling Shorts', 'Decathlon', 1999],
        ],
      },
      {
        name: 'Outdoor',
        slug: 'outdoor',
        blurb: 'Trek-ready gear tested from Annapurna to Everest base camp.',
        specs: { Capacity: ['30 L', '45 L', '2 person'], Weight: ['1.2 kg', '2.5 kg', '800 g'] },
        products: [
          ['Trekking Backpack 45L', 'Sherpa Adventure Gear', 8999],
          ['Camping Tent 2 Person', 'Quechua', 7999],
          ['Trekking Poles Pair', 'Black Diamond', 4999],
          ['Down Sleeping Bag -10C', 'Mountain Hardwear', 14999],
          ['Insulated Water Bottle 1L', 'Milton', 1299],
          ['Headlamp 300 Lumen', 'Petzl', 2999],
          ['Football Size 5', 'Nivia', 1499],
          ['Cricket Bat English Willow', 'SG', 6999],
        ],
      },
    ],
  },
  {
    name: 'Books',
    slug: 'books',
    color: '#7c3aed',
    vendor: 4,
    children: [
      {
        name: 'Fiction',
        slug: 'fiction',
        blurb: 'Stories to get lost in, from Nepali classics to international bestsellers.',
        specs: { Binding: ['Paperback', 'Hardcover'], Language: ['English', 'Nepali'] },
        products: [
          ['Palpasa Cafe by Narayan Wagle', 'Nepalaya', 599],
          ['Seto Dharti by Amar Neupane', 'FinePrint', 650],
          ['Karnali Blues by Buddhisagar', 'FinePrint', 550],
          ['The Alchemist by Paulo Coelho', 'HarperCollins', 799],
          ['Atomic Habits by James Clear', 'Penguin', 1299],
          ['Muna Madan by Laxmi Prasad Devkota', 'Sajha Prakashan', 150],
          ['Summer Love by Subin Bhattarai', 'FinePrint', 450],
        ],
      },
      {
        name: 'Academic',
        slug: 'academic',
        blurb: 'Textbooks and guides for SEE, +2 and university students.',
        specs: { Binding: ['Paperback'], Level: ['SEE', 'Grade 12', 'Bachelor'] },
        products: [
          ['SEE Mathematics Guide', 'Asmita Books', 650],
          ['Grade 12 Physics', 'Heritage Publishers', 895],
          ['Loksewa Preparation Guide', 'Pairavi Prakashan', 750],
          ['Oxford English Dictionary', 'Oxford', 2499],
          ['Introduction to Algorithms', 'MIT Press', 4999],
          ['IELTS Cambridge 18', 'Cambridge', 1499],
        ],
      },
      {
        name: 'Children',
        slug: 'children',
        blurb: 'Colourful books that make young readers ask for one more page.',
        specs: { Binding: ['Board book', 'Paperback'], Age: ['3-5 years', '6-8 years', '9-12 years'] },
        products: [
          ['Nepali Barnamala Picture Book', 'Ekata Books', 299],
          ['Harry Potter and the Philosophers Stone', 'Bloomsbury', 1199],
          ['Panchatantra Stories', 'Ekata Books', 499],
          ['My First Atlas', 'DK', 999],
          ['Colouring Book Animals', 'Ekata Books', 199],
        ],
      },
    ],
  },
  {
    name: 'Toys',
    slug: 'toys',
    color: '#ca8a04',
    vendor: 3,
    children: [
      {
        name: 'Building Sets',
        slug: 'building-sets',
        blurb: 'Build, break and build again: sets that grow creativity.',
        specs: { Pieces: ['150 pieces', '500 pieces', '1000 pieces'], Age: ['6+ years', '8+ years'] },
        products: [
          ['LEGO Classic Creative Box', 'LEGO', 5999],
          ['LEGO City Police Station', 'LEGO', 12999],
          ['Magnetic Building Tiles', 'Magformers', 4499],
          ['Wooden Block Set', 'Bhaktapur Crafts', 1499],
          ['STEM Robot Kit', 'Smartivity', 3499],
        ],
      },
      {
        name: 'Dolls',
        slug: 'dolls',
        blurb: 'Soft, safe and loved: dolls and plush friends for every age.',
        specs: { Material: ['Cotton plush', 'Vinyl', 'Felt'], Height: ['20 cm', '30 cm', '45 cm'] },
        products: [
          ['Barbie Dreamhouse Doll', 'Barbie', 3999],
          ['Felt Yak Plush Toy', 'Himalayan Felt', 999],
          ['Teddy Bear 45cm', 'Archies', 1999],
          ['Handmade Nepali Doll', 'Bhaktapur Crafts', 1299],
          ['Baby Born Doll', 'Zapf', 4999],
        ],
      },
      {
        name: 'Board Games',
        slug: 'board-games',
        blurb: 'Games for family evenings and Tihar gatherings.',
        specs: { Players: ['2-4 players', '2-6 players', '2 players'], Age: ['6+ years', '8+ years', '12+ years'] },
        products: [
          ['Bagh Chal Tiger Game', 'Bhaktapur Crafts', 1499],
          ['Monopoly Classic', 'Hasbro', 2999],
          ['Carrom Board Full Size', 'Synco', 5999],
          ['Chess Set Wooden', 'Bhaktapur Crafts', 1999],
          ['Scrabble Original', 'Mattel', 2499],
          ['Ludo and Snakes Ladders', 'Funskool', 499],
        ],
      },
    ],
  },
];
