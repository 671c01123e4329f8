import type { DataSource } from './source.js';

export const source: DataSource = {
  title: 'Country and continent codes of the geolocation fields',
  refs: [
    'spec 2.6 (ip.geoip.country: 2-letter code, ISO 3166-1 alpha 2)',
    '../shared/reference/rules-language.md §9.4 (ip.src.country: ISO 3166-1 alpha-2, T1 = Tor; ip.src.continent: AF AN AS EU NA OC SA T1), §13',
    'ISO 3166-1 alpha-2 officially assigned codes (249), cross-checked against the ICU region names of Node.js 20',
  ],
  checked: '2026-11-21',
  notes: [
    'T1 (Tor) is documented for both fields. XX (no country information) is accepted because Cloudflare geolocation returns it; the reference does not list it [U].',
    'XK (Kosovo) is a user-assigned code outside ISO 3166-1 that Cloudflare geolocation returns; accepted [U].',
    'UK is not an ISO code (the United Kingdom is GB); it is reported with a suggestion.',
  ],
};

/** ISO 3166-1 alpha-2, officially assigned codes. */
export const ISO_COUNTRY_CODES: ReadonlySet<string> = new Set(
  (
    'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
    'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
    'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
    'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
    'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
  ).split(' '),
);

/** Codes outside ISO 3166-1 that the country fields can hold. */
export const SPECIAL_COUNTRY_CODES: Readonly<Record<string, string>> = {
  T1: 'Tor exit nodes',
  XX: 'no country information',
  XK: 'Kosovo (user-assigned code)',
};

/** Common non-ISO spellings and the code meant. */
export const COUNTRY_CODE_CORRECTIONS: Readonly<Record<string, string>> = {
  UK: 'GB',
  EL: 'GR',
};

/** Values of ip.src.continent (rules-language.md §9.4). */
export const CONTINENT_CODES: Readonly<Record<string, string>> = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
  T1: 'Tor',
};

export function isCountryCode(code: string): boolean {
  return ISO_COUNTRY_CODES.has(code) || Object.prototype.hasOwnProperty.call(SPECIAL_COUNTRY_CODES, code);
}

export function isContinentCode(code: string): boolean {
  return Object.prototype.hasOwnProperty.call(CONTINENT_CODES, code);
}
