/**
 * The sandbox's built-in DT One catalogue: the ten countries of docs/specification.md#sandbox with
 * their real
 * operators, the number prefixes lookup decides by, and top-ups at realistic local amounts.
 * Exchange rates are rough and only make the USD prices look right; nothing here is live data.
 *
 * Product ids derive from operator id + product name (sandbox-products.ts), so editing a list
 * here updates a synced catalogue instead of duplicating it. Never reuse an operator id.
 */

export interface SandboxBundle {
  subService: 'Data' | 'Bundle';
  name: string;
  /** Price in the country's currency (what DT One calls the destination amount). */
  price: number;
}

export interface SandboxOperator {
  id: number;
  name: string;
  /** National-number prefixes (after the calling code); the longest match wins. */
  prefixes: string[];
  /** Airtime amounts in the country's currency. */
  airtime: number[];
  bundles?: SandboxBundle[];
  /**
   * Airtime vouchers sold as PINs (DT One FIXED_VALUE_PIN_PURCHASE), amounts in the country's
   * currency: the customer is shown a PIN code and serial to pass on.
   */
  pins?: number[];
  /**
   * A ranged top-up (DT One RANGED_VALUE_RECHARGE): the sender types the USD amount sent within
   * [minUsd, maxUsd]; what arrives follows the country's rate.
   */
  anyAmount?: { minUsd: number; maxUsd: number };
  /** Current promotions by sub-service, shown as the offer's promotion text. */
  promotions?: Partial<Record<'Airtime' | 'Data' | 'Bundle', string>>;
}

export interface SandboxCountry {
  iso3: string;
  name: string;
  /** Without '+', e.g. '255'. */
  callingCode: string;
  /** Digits of a mobile number after the calling code. */
  nationalLength: number;
  currency: string;
  /** Rough units of `currency` per US dollar. */
  perUsd: number;
  /** Whether DT One suggests a retail price (without one, pricing uses wholesale + markup). */
  retailPrices: boolean;
  operators: SandboxOperator[];
}

export const sandboxCatalogue: SandboxCountry[] = [
  {
    iso3: 'ETH',
    name: 'Ethiopia',
    callingCode: '251',
    nationalLength: 9,
    currency: 'ETB',
    perUsd: 150,
    retailPrices: true,
    operators: [
      {
        id: 101,
        name: 'Ethio telecom',
        prefixes: ['91', '92', '93', '94', '95', '96', '97', '98', '99'],
        airtime: [25, 50, 100, 200, 500, 1000],
        pins: [50, 100],
        bundles: [
          { subService: 'Data', name: '1GB 7 days', price: 100 },
          { subService: 'Data', name: '4GB 30 days', price: 350 },
          { subService: 'Bundle', name: '100 min + 1GB 7 days', price: 150 },
        ],
        promotions: { Data: 'Holiday data bonus' },
      },
      {
        id: 102,
        name: 'Safaricom Ethiopia',
        prefixes: ['70', '71'],
        airtime: [25, 50, 100, 250, 500],
        bundles: [{ subService: 'Data', name: '2GB 7 days', price: 150 }],
      },
    ],
  },
  {
    iso3: 'ERI',
    name: 'Eritrea',
    callingCode: '291',
    nationalLength: 7,
    currency: 'ERN',
    perUsd: 15,
    retailPrices: false,
    operators: [
      {
        id: 201,
        name: 'Eritel',
        prefixes: ['7'],
        airtime: [50, 100, 200, 300, 500],
        pins: [100, 200],
      },
    ],
  },
  {
    iso3: 'TZA',
    name: 'Tanzania',
    callingCode: '255',
    nationalLength: 9,
    currency: 'TZS',
    perUsd: 2500,
    retailPrices: true,
    operators: [
      {
        id: 301,
        name: 'Vodacom Tanzania',
        prefixes: ['74', '75', '76'],
        airtime: [1000, 2000, 5000, 10000, 20000],
        bundles: [
          { subService: 'Data', name: '1GB 7 days', price: 3000 },
          { subService: 'Data', name: '5GB 30 days', price: 10000 },
          { subService: 'Bundle', name: 'Cheka 300 min + 1GB 7 days', price: 5000 },
        ],
        promotions: { Airtime: '20% bonus airtime' },
      },
      {
        id: 302,
        name: 'Yas Tanzania (formerly Tigo)',
        prefixes: ['65', '67', '71', '77'],
        airtime: [1000, 2000, 5000, 10000, 20000],
        bundles: [{ subService: 'Data', name: '2GB 7 days', price: 5000 }],
      },
      {
        id: 303,
        name: 'Airtel Tanzania',
        prefixes: ['68', '69', '78'],
        airtime: [1000, 2000, 5000, 10000],
        bundles: [{ subService: 'Data', name: '1.5GB 7 days', price: 3000 }],
      },
      { id: 304, name: 'Halotel', prefixes: ['61', '62'], airtime: [1000, 2000, 5000, 10000] },
      { id: 305, name: 'TTCL', prefixes: ['73'], airtime: [1000, 2000, 5000] },
    ],
  },
  {
    iso3: 'KEN',
    name: 'Kenya',
    callingCode: '254',
    nationalLength: 9,
    currency: 'KES',
    perUsd: 129,
    retailPrices: true,
    operators: [
      {
        id: 401,
        name: 'Safaricom Kenya',
        prefixes: ['70', '71', '72', '74', '79', '110', '111'],
        airtime: [50, 100, 200, 500, 1000],
        anyAmount: { minUsd: 1, maxUsd: 50 },
        bundles: [
          { subService: 'Data', name: '1GB 24 hours', price: 99 },
          { subService: 'Data', name: '2.5GB 7 days', price: 300 },
          { subService: 'Bundle', name: 'Tunukiwa 300 min + 1GB 7 days', price: 500 },
        ],
        promotions: { Data: 'Double data weekend' },
      },
      {
        id: 402,
        name: 'Airtel Kenya',
        prefixes: ['73', '75', '78', '100', '101', '102'],
        airtime: [50, 100, 200, 500, 1000],
        bundles: [{ subService: 'Data', name: '3GB 7 days', price: 250 }],
      },
      { id: 403, name: 'Telkom Kenya', prefixes: ['77'], airtime: [50, 100, 200, 500] },
    ],
  },
  {
    iso3: 'UGA',
    name: 'Uganda',
    callingCode: '256',
    nationalLength: 9,
    currency: 'UGX',
    perUsd: 3650,
    retailPrices: true,
    operators: [
      {
        id: 501,
        name: 'MTN Uganda',
        prefixes: ['76', '77', '78', '39'],
        airtime: [1000, 2000, 5000, 10000, 20000],
        bundles: [{ subService: 'Data', name: '1GB 7 days', price: 5000 }],
      },
      {
        id: 502,
        name: 'Airtel Uganda',
        prefixes: ['70', '74', '75', '20'],
        airtime: [1000, 2000, 5000, 10000, 20000],
        bundles: [{ subService: 'Data', name: '2GB 30 days', price: 10000 }],
      },
      { id: 503, name: 'Lycamobile Uganda', prefixes: ['726', '727'], airtime: [1000, 5000] },
      { id: 504, name: 'Uganda Telecom', prefixes: ['71'], airtime: [1000, 2000, 5000] },
    ],
  },
  {
    iso3: 'RWA',
    name: 'Rwanda',
    callingCode: '250',
    nationalLength: 9,
    currency: 'RWF',
    perUsd: 1430,
    retailPrices: true,
    operators: [
      {
        id: 601,
        name: 'MTN Rwanda',
        prefixes: ['78', '79'],
        airtime: [500, 1000, 2000, 5000, 10000],
        bundles: [{ subService: 'Data', name: '1GB 7 days', price: 1000 }],
      },
      {
        id: 602,
        name: 'Airtel Rwanda',
        prefixes: ['72', '73'],
        airtime: [500, 1000, 2000, 5000],
      },
    ],
  },
  {
    iso3: 'SOM',
    name: 'Somalia',
    callingCode: '252',
    nationalLength: 9,
    // Somali airtime is sold in US dollars.
    currency: 'USD',
    perUsd: 1,
    retailPrices: true,
    operators: [
      {
        id: 701,
        name: 'Hormuud',
        prefixes: ['61', '77'],
        airtime: [1, 2, 5, 10, 20],
        bundles: [{ subService: 'Data', name: '5GB 30 days', price: 5 }],
      },
      { id: 702, name: 'Somtel', prefixes: ['62', '65', '66'], airtime: [1, 2, 5, 10] },
      { id: 703, name: 'Golis', prefixes: ['90'], airtime: [1, 2, 5] },
    ],
  },
  {
    iso3: 'SSD',
    name: 'South Sudan',
    callingCode: '211',
    nationalLength: 9,
    currency: 'SSP',
    perUsd: 4600,
    retailPrices: false,
    operators: [
      { id: 801, name: 'MTN South Sudan', prefixes: ['92'], airtime: [1000, 2000, 5000, 10000] },
      { id: 802, name: 'Zain South Sudan', prefixes: ['91'], airtime: [1000, 2000, 5000, 10000] },
    ],
  },
  {
    iso3: 'NGA',
    name: 'Nigeria',
    callingCode: '234',
    nationalLength: 10,
    currency: 'NGN',
    perUsd: 1500,
    retailPrices: true,
    operators: [
      {
        id: 901,
        name: 'MTN Nigeria',
        prefixes: ['803', '806', '813', '816', '703', '706', '810', '814', '903', '906'],
        airtime: [100, 200, 500, 1000, 2000, 5000],
        bundles: [
          { subService: 'Data', name: '1GB 7 days', price: 800 },
          { subService: 'Data', name: '2GB 30 days', price: 1500 },
        ],
        promotions: { Airtime: 'Bonus 10% airtime' },
      },
      {
        id: 902,
        name: 'Glo Nigeria',
        prefixes: ['805', '807', '815', '811', '705', '905'],
        airtime: [100, 200, 500, 1000, 2000],
        bundles: [{ subService: 'Data', name: '2.5GB 30 days', price: 1000 }],
      },
      {
        id: 903,
        name: 'Airtel Nigeria',
        prefixes: ['802', '808', '812', '701', '708', '902', '907', '901'],
        airtime: [100, 200, 500, 1000, 2000, 5000],
        bundles: [{ subService: 'Data', name: '1.5GB 30 days', price: 1000 }],
      },
      {
        id: 904,
        name: '9mobile',
        prefixes: ['809', '817', '818', '908', '909'],
        airtime: [100, 200, 500, 1000],
      },
    ],
  },
  {
    iso3: 'GHA',
    name: 'Ghana',
    callingCode: '233',
    nationalLength: 9,
    currency: 'GHS',
    perUsd: 12,
    retailPrices: true,
    operators: [
      {
        id: 1001,
        name: 'MTN Ghana',
        prefixes: ['24', '25', '53', '54', '55', '59'],
        airtime: [5, 10, 20, 50, 100],
        bundles: [{ subService: 'Data', name: '2.5GB 30 days', price: 20 }],
        promotions: { Data: 'Extra 50% data' },
      },
      {
        id: 1002,
        name: 'Telecel Ghana',
        prefixes: ['20', '50'],
        airtime: [5, 10, 20, 50],
        bundles: [{ subService: 'Data', name: '1.5GB 7 days', price: 10 }],
      },
      {
        id: 1003,
        name: 'AirtelTigo',
        prefixes: ['26', '27', '56', '57'],
        airtime: [5, 10, 20, 50],
      },
    ],
  },
];
