/**
 * Vietnamese lotteries (xổ số kiến thiết): prize tables and regional stations. North (Miền Bắc)
 * draws 27 numbers a day in Hanoi's rotation; south and central (Miền Nam, Miền Trung) draw 18 per
 * station, two to four stations a day. Results list the special first, then G1, G2 ... down.
 */
export type VnRegion = 'north' | 'central' | 'south';
export type VnLayout = 'north' | 'south';
/**
 * One prize of a result: `prize` is its code (the web's translation keys use it), `label` the
 * short name Vietnamese result boards print in every language (ĐB for the special prize).
 */
export type VnTier = { prize: string; label: string; count: number; digits: number };

export const VN_LAYOUTS: Record<VnLayout, VnTier[]> = {
  north: [
    { prize: 'DB', label: 'ĐB', count: 1, digits: 5 },
    { prize: 'G1', label: 'G1', count: 1, digits: 5 },
    { prize: 'G2', label: 'G2', count: 2, digits: 5 },
    { prize: 'G3', label: 'G3', count: 6, digits: 5 },
    { prize: 'G4', label: 'G4', count: 4, digits: 4 },
    { prize: 'G5', label: 'G5', count: 6, digits: 4 },
    { prize: 'G6', label: 'G6', count: 3, digits: 3 },
    { prize: 'G7', label: 'G7', count: 4, digits: 2 },
  ],
  south: [
    { prize: 'DB', label: 'ĐB', count: 1, digits: 6 },
    { prize: 'G1', label: 'G1', count: 1, digits: 5 },
    { prize: 'G2', label: 'G2', count: 1, digits: 5 },
    { prize: 'G3', label: 'G3', count: 2, digits: 5 },
    { prize: 'G4', label: 'G4', count: 7, digits: 5 },
    { prize: 'G5', label: 'G5', count: 1, digits: 4 },
    { prize: 'G6', label: 'G6', count: 3, digits: 4 },
    { prize: 'G7', label: 'G7', count: 1, digits: 3 },
    { prize: 'G8', label: 'G8', count: 1, digits: 2 },
  ],
};

/** Digits of each number of a layout, in result order. */
export const layoutDigits = (layout: VnLayout): number[] =>
  VN_LAYOUTS[layout].flatMap((t) => Array.from({ length: t.count }, () => t.digits));

/** Numbers of a layout with at least `digits` digits: what lo 2, 3 and 4 can hit. */
export const numbersWithDigits = (layout: VnLayout, digits: number): number =>
  layoutDigits(layout).filter((d) => d >= digits).length;

/** Stations by weekday (0 Sunday ... 6 Saturday), as the provinces rotate. */
export const VN_STATIONS: Record<VnRegion, string[][]> = {
  north: [['Thái Bình'], ['Hà Nội'], ['Quảng Ninh'], ['Bắc Ninh'], ['Hà Nội'], ['Hải Phòng'], ['Nam Định']],
  central: [
    ['Kon Tum', 'Khánh Hòa', 'Thừa Thiên Huế'],
    ['Thừa Thiên Huế', 'Phú Yên'],
    ['Đắk Lắk', 'Quảng Nam'],
    ['Đà Nẵng', 'Khánh Hòa'],
    ['Bình Định', 'Quảng Trị', 'Quảng Bình'],
    ['Gia Lai', 'Ninh Thuận'],
    ['Đà Nẵng', 'Quảng Ngãi', 'Đắk Nông'],
  ],
  south: [
    ['Tiền Giang', 'Kiên Giang', 'Đà Lạt'],
    ['TP. Hồ Chí Minh', 'Đồng Tháp', 'Cà Mau'],
    ['Bến Tre', 'Vũng Tàu', 'Bạc Liêu'],
    ['Đồng Nai', 'Cần Thơ', 'Sóc Trăng'],
    ['Tây Ninh', 'An Giang', 'Bình Thuận'],
    ['Vĩnh Long', 'Bình Dương', 'Trà Vinh'],
    ['TP. Hồ Chí Minh', 'Long An', 'Bình Phước', 'Hậu Giang'],
  ],
};

export const stationsOn = (region: VnRegion, weekday: number): string[] => VN_STATIONS[region][weekday] ?? [];
