import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  type allModuleIds,
  moduleTree,
  type ModuleNode,
  type StatusValue,
  type zFooter,
} from '@lotto/contracts';
import type { GeoLocator } from '../../lib/geoip.ts';
import { formatMinor } from '../../lib/money.ts';
import { moduleOn, type Brand } from '../brand/brand.ts';
import { usableProviders } from '../identity/oauth.ts';
import { pick } from '../brand/settings.ts';
import { decideAccess } from './access.ts';

type Info = StatusValue['info'];
type Footer = z.infer<typeof zFooter>;

/**
 * Memoises a per-brand, per-language value. Brands are replaced when their settings change,
 * so a WeakMap keyed by the brand object drops stale entries by itself.
 */
function perBrandAndLang<T>(build: (brand: Brand, lang: string) => T) {
  const cache = new WeakMap<Brand, Map<string, T>>();
  return (brand: Brand, lang: string): T => {
    let perLang = cache.get(brand);
    if (!perLang) cache.set(brand, (perLang = new Map<string, T>()));
    let value = perLang.get(lang);
    if (value === undefined) perLang.set(lang, (value = build(brand, lang)));
    return value;
  };
}

function buildInfo(brand: Brand, lang: string): Info {
  const s = brand.settings;
  return {
    whitelabel: {
      merchant: brand.code,
      name: s.name,
      platform: s.platform,
      lotteryType: s.lotteryType,
      device: 'WEB',
      currency: s.currency,
      currencySymbol: s.currencySymbol,
      defaultLang: s.defaultLang,
      supportLanguages: s.supportLanguages,
      theme: s.theme,
      chatHeaderColor: s.chatHeaderColor,
      prizeModes: s.prizeModes,
      announcementTypes: s.announcementTypes,
      executionType: 'B',
      esportsProviders: s.esportsProviders,
      inhouseProviders: s.inhouseProviders,
      loginedToHomePage: s.loginedToHomePage,
      freePlay: moduleOn(brand, 'FREEPLAY3'),
    },
    register: {
      captcha: s.captchaEnabled && moduleOn(brand, 'CAPTCHA3'),
      minAge: s.minAge,
      newMemberBonus: s.newMemberBonus > 0 ? formatMinor(BigInt(s.newMemberBonus)) : null,
      termsUrl: '/help',
      defaultDialingCode: s.defaultDialingCode,
      social: usableProviders(brand),
    },
    resources: brand.resources.map((r) => ({
      resourceType: r.type as Info['resources'][number]['resourceType'],
      url: r.url,
      qrCodeUrl: r.qrCodeUrl,
      labelNameEn: r.labels['EN'] ?? '',
      labelName: pick(r.labels, lang, s.defaultLang),
    })),
    customerService: brand.customerService,
    analytics: { gtagId: s.gtagId },
    imageCDNs: s.imageCDNs,
    launchGameCDNs: s.launchGameCDNs,
  };
}

export const brandInfo = perBrandAndLang(buildInfo);

/**
 * The brand's part of the status answer (from `,"info":` to the end) as UTF-8 bytes, with a
 * digest of them: serialised, encoded and hashed once per brand and language. A settings change
 * replaces the brand object, and with it this entry.
 */
type BrandPart = { bytes: Buffer; digest: string };
const brandPart = perBrandAndLang((brand, lang): BrandPart => {
  const bytes = Buffer.from(`,"info":${JSON.stringify(brandInfo(brand, lang))}}}`);
  return { bytes, digest: createHash('sha256').update(bytes).digest('base64url').slice(0, 22) };
});
const maintenanceJson = new WeakMap<Brand, string>();

export function systemStatus(brand: Brand, ip: string, geo: GeoLocator, lang: string): StatusValue {
  const country = geo.country(ip);
  const systemStatus = decideAccess(brand, ip, country);
  return {
    systemStatus,
    permission: systemStatus === 0,
    maintenance: { enabled: brand.maintenance.enabled, message: brand.maintenance.message },
    regionRestriction: systemStatus === 2,
    location: { ip, country },
    info: brandInfo(brand, lang),
  };
}

/** The visitor's part of the status answer, as JSON text up to where the brand part begins. */
function statusHead(brand: Brand, ip: string, geo: GeoLocator): string {
  const country = geo.country(ip);
  const status = decideAccess(brand, ip, country);
  let maintenance = maintenanceJson.get(brand);
  if (maintenance === undefined) {
    const { enabled, message } = brand.maintenance;
    maintenanceJson.set(brand, (maintenance = JSON.stringify({ enabled, message })));
  }
  const location = JSON.stringify({ ip, country });
  return `{"success":true,"value":{"systemStatus":${status},"permission":${status === 0},"maintenance":${maintenance},"regionRestriction":${status === 2},"location":${location}`;
}

/**
 * One visitor's status answer: the same document as `{ success: true, value: systemStatus() }`
 * (a test holds the two equal byte for byte). It is the first call of every page view, so the
 * brand part (~2.6 KB) is serialised, encoded and hashed once per brand and language; per request
 * only the visitor's part (~200 characters: status, maintenance, address and country) is written.
 */
export type StatusAnswer = { readonly head: string; readonly brand: BrandPart; readonly etag: string };

export function statusAnswer(brand: Brand, ip: string, geo: GeoLocator, lang: string): StatusAnswer {
  const head = statusHead(brand, ip, geo);
  const part = brandPart(brand, lang);
  // Strong: the brand part's digest and a hash of the visitor's part name the exact bytes.
  return { head, brand: part, etag: `"${part.digest}${hash53(head).toString(36)}"` };
}

/**
 * The answer's bytes: a Buffer, not a string. The brand texts hold non-Latin-1 characters (₱),
 * and a 2.6 KB two-byte string would be measured and re-encoded to UTF-8 on every send.
 */
export function statusBytes(answer: StatusAnswer): Buffer {
  const tail = answer.brand.bytes;
  const headLength = Buffer.byteLength(answer.head);
  const out = Buffer.allocUnsafe(headLength + tail.length);
  out.write(answer.head, 0, 'utf8');
  tail.copy(out, headLength);
  return out;
}

/**
 * A 53-bit hash of a short text (cyrb53): about 0.2 µs for the ~200 characters of a visitor's
 * part, where a SHA digest costs several times that in setup alone. Together with the brand
 * part's SHA-256 it names the answer; two visitors' parts colliding would need the same
 * brand, language and 53-bit hash.
 */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

export const footerOf = perBrandAndLang((brand, lang): Footer => {
  const s = brand.settings;
  const f = s.footer;
  // Brand texts name the age as {minAge}, so they never disagree with the footer's mark.
  const t = (x: Record<string, string>) =>
    pick(x, lang, s.defaultLang).replaceAll('{minAge}', String(s.minAge));
  return {
    about: t(f.about),
    affiliates: t(f.affiliates),
    responsibility: t(f.responsibility),
    minAge: s.minAge,
    copyright: t(f.copyright),
    paymentMethods: f.paymentMethods,
    providers: f.providers,
    jackpot: { label: t(f.jackpot.label), amount: f.jackpot.amount, image: f.jackpot.image },
    verifyRepresentativeUrl: f.verifyRepresentativeUrl,
  };
});

/** Module switches as the tree existing clients read: roots with their children. */
export function whitelabelTree(brand: Brand): ModuleNode[] {
  const node = (id: (typeof allModuleIds)[number], childrenNodes: ModuleNode[]): ModuleNode => ({
    modId: id,
    enabled: moduleOn(brand, id) ? '1' : '0',
    childrenNodes,
  });
  return Object.entries(moduleTree).map(([root, kids]) =>
    node(
      root as (typeof allModuleIds)[number],
      kids.map((k) => node(k, [])),
    ),
  );
}
