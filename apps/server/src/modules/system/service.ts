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

/**
 * The fixed parts of a brand's status answer in one language, for one access decision: the JSON
 * before the visitor's location (status, permission, maintenance) and after it (the brand info),
 * as UTF-8 bytes, with a digest of both. Built, encoded and hashed once per brand, language and
 * decision; a settings change replaces the brand object, and with it these.
 */
type Frame = { readonly prefix: Buffer; readonly tail: Buffer; readonly digest: string };
const frames = perBrandAndLang((brand, lang): readonly Frame[] => {
  const tail = Buffer.from(`,"info":${JSON.stringify(brandInfo(brand, lang))}}}`);
  const { enabled, message } = brand.maintenance;
  const maintenance = JSON.stringify({ enabled, message });
  return [0, 1, 2].map((status) => {
    const prefix = Buffer.from(
      `{"success":true,"value":{"systemStatus":${status},"permission":${status === 0},"maintenance":${maintenance},"regionRestriction":${status === 2},"location":`,
    );
    const digest = createHash('sha256').update(prefix).update(tail).digest('base64url').slice(0, 22);
    return { prefix, tail, digest };
  });
});

/** Who asks for the status: their IP and language, and the locator that places the IP. */
export type StatusVisitor = { ip: string; geo: GeoLocator; lang: string };

export function systemStatus(brand: Brand, { ip, geo, lang }: StatusVisitor): StatusValue {
  const country = geo.country(ip);
  const systemStatus = decideAccess(brand, { ip, country });
  return {
    systemStatus,
    permission: systemStatus === 0,
    maintenance: { enabled: brand.maintenance.enabled, message: brand.maintenance.message },
    regionRestriction: systemStatus === 2,
    location: { ip, country },
    info: brandInfo(brand, lang),
  };
}

/**
 * One visitor's status answer: the same document as `{ success: true, value: systemStatus() }`
 * (a test holds the two equal byte for byte). It is the first call of every page view, so all
 * of it but the visitor's location (~40 characters) is pre-encoded (`Frame`); per request only
 * the access decision and the location are worked out. The ETag is strong: the frame's digest
 * and a hash of the location name the exact bytes.
 */
export type StatusAnswer = { readonly frame: Frame; readonly location: string; readonly etag: string };

export function statusAnswer(brand: Brand, { ip, geo, lang }: StatusVisitor): StatusAnswer {
  const country = geo.country(ip);
  const frame = frames(brand, lang)[decideAccess(brand, { ip, country })]!;
  const location = JSON.stringify({ ip, country });
  return { frame, location, etag: `"${frame.digest}${hash53(location).toString(36)}"` };
}

/**
 * The answer's bytes: a Buffer, not a string. The brand texts hold non-Latin-1 characters (₱),
 * and a 2.6 KB two-byte string would be measured and re-encoded to UTF-8 on every send.
 */
export function statusBytes(answer: StatusAnswer): Buffer {
  const { prefix, tail } = answer.frame;
  const locationLength = Buffer.byteLength(answer.location);
  const out = Buffer.allocUnsafe(prefix.length + locationLength + tail.length);
  prefix.copy(out, 0);
  out.write(answer.location, prefix.length, 'utf8');
  tail.copy(out, prefix.length + locationLength);
  return out;
}

/**
 * A 53-bit hash of a short text (cyrb53): a fraction of a microsecond for a visitor's location,
 * where a SHA digest costs more in setup alone. Two locations colliding would also need the same
 * brand, language and access decision to give two answers one ETag.
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
