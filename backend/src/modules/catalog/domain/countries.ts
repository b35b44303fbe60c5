/**
 * ISO 3166 alpha-3 -> alpha-2 for the countries the catalogue serves (DT One speaks alpha-3, the
 * customer site's flags and calling codes use alpha-2). A country missing here shows no flag.
 */
const ALPHA2: Record<string, string> = {
  ETH: 'ET',
  ERI: 'ER',
  TZA: 'TZ',
  KEN: 'KE',
  UGA: 'UG',
  RWA: 'RW',
  SOM: 'SO',
  SSD: 'SS',
  NGA: 'NG',
  GHA: 'GH',
  SDN: 'SD',
  DJI: 'DJ',
  BDI: 'BI',
  COD: 'CD',
  CMR: 'CM',
  CIV: 'CI',
  SEN: 'SN',
  MLI: 'ML',
  ZMB: 'ZM',
  ZWE: 'ZW',
  MWI: 'MW',
  MOZ: 'MZ',
  ZAF: 'ZA',
  EGY: 'EG',
  MAR: 'MA',
  LBR: 'LR',
  SLE: 'SL',
  GIN: 'GN',
  TGO: 'TG',
  BEN: 'BJ',
};

export const alpha2Of = (alpha3: string): string | null => ALPHA2[alpha3.toUpperCase()] ?? null;
