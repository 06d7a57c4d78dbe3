/**
 * The lunar year of a Mark Six draw decides which animal each number belongs to. Lunar New Year
 * dates (Hong Kong time) for 2020-2040; a year's animal is (year - 2020) mod 12, 0 Rat ... 11 Pig.
 * Past 2040 the table must be extended: lunarYearZodiac throws rather than guess.
 */
const NEW_YEAR: Record<number, string> = {
  2020: '01-25',
  2021: '02-12',
  2022: '02-01',
  2023: '01-22',
  2024: '02-10',
  2025: '01-29',
  2026: '02-17',
  2027: '02-06',
  2028: '01-26',
  2029: '02-13',
  2030: '02-03',
  2031: '01-23',
  2032: '02-11',
  2033: '01-31',
  2034: '02-19',
  2035: '02-08',
  2036: '01-28',
  2037: '02-15',
  2038: '02-04',
  2039: '01-24',
  2040: '02-12',
};

/** Animal of the lunar year at this instant (Hong Kong local date). */
export function lunarYearZodiac(instantMs: number): number {
  const local = new Date(instantMs + 8 * 3600_000);
  const year = local.getUTCFullYear();
  const md = `${String(local.getUTCMonth() + 1).padStart(2, '0')}-${String(local.getUTCDate()).padStart(2, '0')}`;
  const newYear = NEW_YEAR[year];
  if (!newYear) throw new RangeError(`no Lunar New Year date for ${year}`);
  const lunarYear = md >= newYear ? year : year - 1;
  return (((lunarYear - 2020) % 12) + 12) % 12;
}
