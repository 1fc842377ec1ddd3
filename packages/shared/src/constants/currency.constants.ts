// The bundled country → currency table: ISO 3166-1 alpha-2 → ISO 4217, as of 2026
// (Croatia and Bulgaria on the euro, Curaçao and Sint Maarten on the Caribbean guilder XCG,
// Sierra Leone's redenominated SLE, Zimbabwe's ZWG). Each country maps to its own legal tender;
// territories without one map to the currency they use. Kosovo's XK is user-assigned but
// universally used. Antarctica (AQ) has no currency and is absent.
// Grouped by currency so that each currency's territories read together; the table test checks
// that no country is listed twice.
// biome-ignore format: a one-code-per-line table would be ten times longer and no easier to read
export const CURRENCY_COUNTRIES: Record<string, readonly string[]> = {
  AED: ['AE'], AFN: ['AF'], ALL: ['AL'], AMD: ['AM'], AOA: ['AO'], ARS: ['AR'],
  AUD: ['AU', 'CC', 'CX', 'HM', 'KI', 'NF', 'NR', 'TV'],
  AWG: ['AW'], AZN: ['AZ'], BAM: ['BA'], BBD: ['BB'], BDT: ['BD'], BHD: ['BH'], BIF: ['BI'],
  BMD: ['BM'], BND: ['BN'], BOB: ['BO'], BRL: ['BR'], BSD: ['BS'], BTN: ['BT'], BWP: ['BW'],
  BYN: ['BY'], BZD: ['BZ'], CAD: ['CA'], CDF: ['CD'], CHF: ['CH', 'LI'], CLP: ['CL'], CNY: ['CN'],
  COP: ['CO'], CRC: ['CR'], CUP: ['CU'], CVE: ['CV'], CZK: ['CZ'], DJF: ['DJ'],
  DKK: ['DK', 'FO', 'GL'],
  DOP: ['DO'], DZD: ['DZ'], EGP: ['EG'], ERN: ['ER'], ETB: ['ET'],
  EUR: [
    'AD', 'AT', 'AX', 'BE', 'BG', 'BL', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GF', 'GP', 'GR', 'HR',
    'IE', 'IT', 'LT', 'LU', 'LV', 'MC', 'ME', 'MF', 'MQ', 'MT', 'NL', 'PM', 'PT', 'RE', 'SI', 'SK',
    'SM', 'TF', 'VA', 'XK', 'YT',
  ],
  FJD: ['FJ'], FKP: ['FK'], GBP: ['GB', 'GG', 'GS', 'IM', 'JE'], GEL: ['GE'], GHS: ['GH'],
  GIP: ['GI'], GMD: ['GM'], GNF: ['GN'], GTQ: ['GT'], GYD: ['GY'], HKD: ['HK'], HNL: ['HN'],
  HTG: ['HT'], HUF: ['HU'], IDR: ['ID'], ILS: ['IL', 'PS'], INR: ['IN'], IQD: ['IQ'], IRR: ['IR'],
  ISK: ['IS'], JMD: ['JM'], JOD: ['JO'], JPY: ['JP'], KES: ['KE'], KGS: ['KG'], KHR: ['KH'],
  KMF: ['KM'], KPW: ['KP'], KRW: ['KR'], KWD: ['KW'], KYD: ['KY'], KZT: ['KZ'], LAK: ['LA'],
  LBP: ['LB'], LKR: ['LK'], LRD: ['LR'], LSL: ['LS'], LYD: ['LY'], MAD: ['MA', 'EH'], MDL: ['MD'],
  MGA: ['MG'], MKD: ['MK'], MMK: ['MM'], MNT: ['MN'], MOP: ['MO'], MRU: ['MR'], MUR: ['MU'],
  MVR: ['MV'], MWK: ['MW'], MXN: ['MX'], MYR: ['MY'], MZN: ['MZ'], NAD: ['NA'], NGN: ['NG'],
  NIO: ['NI'], NOK: ['NO', 'BV', 'SJ'], NPR: ['NP'], NZD: ['NZ', 'CK', 'NU', 'PN', 'TK'],
  OMR: ['OM'], PAB: ['PA'], PEN: ['PE'], PGK: ['PG'], PHP: ['PH'], PKR: ['PK'], PLN: ['PL'],
  PYG: ['PY'], QAR: ['QA'], RON: ['RO'], RSD: ['RS'], RUB: ['RU'], RWF: ['RW'], SAR: ['SA'],
  SBD: ['SB'], SCR: ['SC'], SDG: ['SD'], SEK: ['SE'], SGD: ['SG'], SHP: ['SH'], SLE: ['SL'],
  SOS: ['SO'], SRD: ['SR'], SSP: ['SS'], STN: ['ST'], SYP: ['SY'], SZL: ['SZ'], THB: ['TH'],
  TJS: ['TJ'], TMT: ['TM'], TND: ['TN'], TOP: ['TO'], TRY: ['TR'], TTD: ['TT'], TWD: ['TW'],
  TZS: ['TZ'], UAH: ['UA'], UGX: ['UG'],
  USD: [
    'US', 'AS', 'BQ', 'EC', 'FM', 'GU', 'IO', 'MH', 'MP', 'PR', 'PW', 'SV', 'TC', 'TL', 'UM', 'VG',
    'VI',
  ],
  UYU: ['UY'], UZS: ['UZ'], VES: ['VE'], VND: ['VN'], VUV: ['VU'], WST: ['WS'],
  XAF: ['CM', 'CF', 'TD', 'CG', 'GQ', 'GA'],
  XCD: ['AG', 'AI', 'DM', 'GD', 'KN', 'LC', 'MS', 'VC'],
  XCG: ['CW', 'SX'],
  XOF: ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'],
  XPF: ['NC', 'PF', 'WF'],
  YER: ['YE'], ZAR: ['ZA'], ZMW: ['ZM'], ZWG: ['ZW'],
};

/** ISO 3166-1 alpha-2 country code → ISO 4217 currency code. */
export const COUNTRY_CURRENCY: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(
    Object.entries(CURRENCY_COUNTRIES).flatMap(([currency, countries]) =>
      countries.map((country) => [country, currency]),
    ),
  ),
);

/** Every currency code of the table. */
export const CURRENCY_CODES: readonly string[] = Object.keys(CURRENCY_COUNTRIES);

/** Symbols of common currencies; a currency missing here is shown by its code. */
// biome-ignore format: compact table, see above
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  AED: 'د.إ', ARS: '$', AUD: 'A$', BDT: '৳', BHD: '.د.ب', BRL: 'R$', CAD: 'C$',
  CHF: 'CHF', CLP: '$', CNY: '¥', COP: '$', CZK: 'Kč', DKK: 'kr', EGP: 'E£', EUR: '€', GBP: '£',
  GHS: 'GH₵', HKD: 'HK$', HUF: 'Ft', IDR: 'Rp', ILS: '₪', INR: '₹', JPY: '¥', KES: 'KSh', KRW: '₩',
  KWD: 'د.ك', KZT: '₸', LKR: 'Rs', MAD: 'DH', MXN: 'MX$', MYR: 'RM', NGN: '₦', NOK: 'kr',
  NPR: 'रू', NZD: 'NZ$', OMR: 'ر.ع.', PEN: 'S/', PHP: '₱', PKR: 'Rs', PLN: 'zł', QAR: 'ر.ق',
  RON: 'lei', RUB: '₽', SAR: '﷼', SEK: 'kr', SGD: 'S$', THB: '฿', TRY: '₺', TWD: 'NT$', UAH: '₴',
  USD: '$', VND: '₫', XAF: 'FCFA', XOF: 'CFA', ZAR: 'R',
};

export interface CurrencyInfo {
  code: string;
  symbol: string;
}

/** The currency of a country (`in`, ` IN ` and `IN` alike), or null for an unknown code. */
export function currencyForCountry(countryCode: string | null | undefined): CurrencyInfo | null {
  const country = countryCode?.trim().toUpperCase() ?? '';
  if (!Object.hasOwn(COUNTRY_CURRENCY, country)) return null;
  const code = COUNTRY_CURRENCY[country];
  if (code === undefined) return null;
  return { code, symbol: CURRENCY_SYMBOLS[code] ?? code };
}
