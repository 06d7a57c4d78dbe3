/**
 * Web Storage access that never throws: Safari private mode, disabled cookies and full
 * quotas make getItem/setItem throw, and a preference that cannot be saved must not break
 * the page.
 */
type Area = 'local' | 'session';

const areaOf = (area: Area): Storage | undefined => {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readStorage = (area: Area, key: string): string | null => {
  try {
    return areaOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeStorage = (area: Area, { key, value }: { key: string; value: string }): void => {
  try {
    areaOf(area)?.setItem(key, value);
  } catch {
    // Preference stays in memory for this visit only.
  }
};

export const removeStorage = (area: Area, key: string): void => {
  try {
    areaOf(area)?.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
};
