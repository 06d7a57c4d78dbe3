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
import { moduleOn, type Brand } from '../brand/index.ts';
import { usableProviders } from '../identity/index.ts';
import { pick } from '../../lib/texts.ts';
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
const brandInfoBytes = perBrandAndLang((brand, lang) =>
  Buffer.from(`,"info":${JSON.stringify(brandInfo(brand, lang))}}}`),
);
const brandInfoLatin1 = perBrandAndLang((brand, lang) => brandInfoBytes(brand, lang).toString('latin1'));
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

/** The visitor's part of the status answer, as JSON text up to where the brand info begins. */
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
 * The status answer as UTF-8 JSON bytes, the same document as
 * `{ success: true, value: systemStatus() }` (a test holds the two equal). It is the first call
 * of every page view, so the brand part is serialised and encoded once per brand and language;
 * only the visitor's part is written per request. Bytes, not a string: the brand texts hold
 * non-Latin-1 characters (₱), and Node re-encoding a 2.6 KB two-byte string on every write cost
 * ~8 µs CPU per request, against ~1 µs for a Buffer (decision 006, update 2).
 */
export function statusJson(brand: Brand, ip: string, geo: GeoLocator, lang: string): Buffer {
  const head = statusHead(brand, ip, geo);
  const tail = brandInfoBytes(brand, lang);
  const headLength = Buffer.byteLength(head);
  const out = Buffer.allocUnsafe(headLength + tail.length);
  out.write(head, 0, 'utf8');
  tail.copy(out, headLength);
  return out;
}

// eslint-disable-next-line no-control-regex -- the ASCII range is the point
const ASCII = /^[\x00-\x7f]*$/;

/**
 * The same bytes as `statusJson`, as a latin1 string: one character per byte of the UTF-8
 * answer, for the status hot path to `end(answer, 'latin1')`. Node then joins it to the header
 * block and sends both in one write, where a Buffer body goes out as a second chunk of a
 * writev (decision 006, update 3). Its length is the content length.
 */
export function statusLatin1(brand: Brand, ip: string, geo: GeoLocator, lang: string): string {
  const head = statusHead(brand, ip, geo);
  const tail = brandInfoLatin1(brand, lang);
  return (ASCII.test(head) ? head : Buffer.from(head, 'utf8').toString('latin1')) + tail;
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
