/** A node of the seeded address tree; children one level down. */
export type AddressSeedNode = { name: string; children?: AddressSeedNode[] };

const districts = (names: string[]): AddressSeedNode[] => names.map((name) => ({ name }));

/**
 * Nepal's 7 provinces and 77 districts, with municipalities and areas for the Kathmandu valley
 * and Kaski so checkout can pick a full State → District → Municipality → Area path.
 */
export const NEPAL_ADDRESSES: AddressSeedNode[] = [
  {
    name: 'Koshi',
    children: districts([
      'Bhojpur',
      'Dhankuta',
      'Ilam',
      'Jhapa',
      'Khotang',
      'Morang',
      'Okhaldhunga',
      'Panchthar',
      'Sankhuwasabha',
      'Solukhumbu',
      'Sunsari',
      'Taplejung',
      'Terhathum',
      'Udayapur',
    ]),
  },
  {
    name: 'Madhesh',
    children: districts(['Bara', 'Dhanusha', 'Mahottari', 'Parsa', 'Rautahat', 'Saptari', 'Sarlahi', 'Siraha']),
  },
  {
    name: 'Bagmati',
    children: [
      {
        name: 'Bhaktapur',
        children: [
          { name: 'Bhaktapur Municipality', children: districts(['Durbar Square', 'Kamalbinayak', 'Sallaghari']) },
          { name: 'Madhyapur Thimi', children: districts(['Thimi', 'Sanothimi', 'Lokanthali']) },
          { name: 'Suryabinayak', children: districts(['Suryabinayak Chowk', 'Gundu']) },
          { name: 'Changunarayan', children: districts(['Changu', 'Duwakot']) },
        ],
      },
      ...districts(['Chitwan', 'Dhading', 'Dolakha']),
      {
        name: 'Kathmandu',
        children: [
          {
            name: 'Kathmandu Metropolitan City',
            children: districts([
              'Thamel',
              'New Baneshwor',
              'Koteshwor',
              'Kalanki',
              'Maharajgunj',
              'New Road',
              'Chabahil',
              'Balaju',
            ]),
          },
          { name: 'Kirtipur', children: districts(['Naya Bazar', 'Panga', 'Chovar']) },
          { name: 'Budhanilkantha', children: districts(['Narayanthan', 'Chapali', 'Golfutar']) },
          { name: 'Tokha', children: districts(['Tokha Chandeshwori', 'Grande', 'Dhapasi']) },
          { name: 'Chandragiri', children: districts(['Thankot', 'Naikap', 'Balambu']) },
        ],
      },
      ...districts(['Kavrepalanchok']),
      {
        name: 'Lalitpur',
        children: [
          {
            name: 'Lalitpur Metropolitan City',
            children: districts(['Pulchowk', 'Jawalakhel', 'Kupondole', 'Patan Durbar Square', 'Sanepa']),
          },
          { name: 'Godawari', children: districts(['Godawari Bazaar', 'Lubhu', 'Badikhel']) },
          { name: 'Mahalaxmi', children: districts(['Imadol', 'Tikathali', 'Lubhu Chowk']) },
        ],
      },
      ...districts(['Makwanpur', 'Nuwakot', 'Ramechhap', 'Rasuwa', 'Sindhuli', 'Sindhupalchok']),
    ],
  },
  {
    name: 'Gandaki',
    children: [
      ...districts(['Baglung', 'Gorkha']),
      {
        name: 'Kaski',
        children: [
          {
            name: 'Pokhara Metropolitan City',
            children: districts(['Lakeside', 'Mahendrapul', 'Prithvi Chowk', 'Bagar', 'Chipledhunga']),
          },
          { name: 'Annapurna Rural Municipality', children: districts(['Ghandruk', 'Landruk']) },
          { name: 'Machhapuchchhre Rural Municipality', children: districts(['Dhampus', 'Lwang']) },
        ],
      },
      ...districts([
        'Lamjung',
        'Manang',
        'Mustang',
        'Myagdi',
        'Nawalparasi East',
        'Parbat',
        'Syangja',
        'Tanahun',
      ]),
    ],
  },
  {
    name: 'Lumbini',
    children: districts([
      'Arghakhanchi',
      'Banke',
      'Bardiya',
      'Dang',
      'Gulmi',
      'Kapilvastu',
      'Nawalparasi West',
      'Palpa',
      'Pyuthan',
      'Rolpa',
      'Rukum East',
      'Rupandehi',
    ]),
  },
  {
    name: 'Karnali',
    children: districts([
      'Dailekh',
      'Dolpa',
      'Humla',
      'Jajarkot',
      'Jumla',
      'Kalikot',
      'Mugu',
      'Rukum West',
      'Salyan',
      'Surkhet',
    ]),
  },
  {
    name: 'Sudurpashchim',
    children: districts([
      'Achham',
      'Baitadi',
      'Bajhang',
      'Bajura',
      'Dadeldhura',
      'Darchula',
      'Doti',
      'Kailali',
      'Kanchanpur',
    ]),
  },
];
