import { type allModuleIds, moduleTree, type ModuleNode, type StatusValue } from '@lotto/contracts';
import type { GeoLocator } from '../../lib/geoip.ts';
import { moduleOn, type Brand } from '../brand/brand.ts';
import { pick } from '../brand/settings.ts';
import { decideAccess } from './access.ts';

type Info = StatusValue['info'];

/** The brand part of the status answer only changes with the brand, so it is built once per language. */
const infoCache = new WeakMap<Brand, Map<string, Info>>();

function buildInfo(brand: Brand, lang: string): Info {
  const s = brand.settings;
  const t = (x: Record<string, string>) => pick(x, lang, s.defaultLang);
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
      footer: {
        about: t(s.footer.about),
        affiliates: t(s.footer.affiliates),
        responsibility: t(s.footer.responsibility),
        minAge: s.minAge,
        copyright: t(s.footer.copyright),
        paymentMethods: s.footer.paymentMethods,
        providers: s.footer.providers,
        jackpot: {
          label: t(s.footer.jackpot.label),
          amount: s.footer.jackpot.amount,
          image: s.footer.jackpot.image,
        },
        verifyRepresentativeUrl: s.footer.verifyRepresentativeUrl,
      },
    },
    register: {
      captcha: s.captchaEnabled && moduleOn(brand, 'CAPTCHA3'),
      minAge: s.registerMinAge,
      termsUrl: '/help',
      defaultDialingCode: s.defaultDialingCode,
      countries: s.countries,
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

export function brandInfo(brand: Brand, lang: string): Info {
  let perLang = infoCache.get(brand);
  if (!perLang) infoCache.set(brand, (perLang = new Map<string, Info>()));
  let info = perLang.get(lang);
  if (!info) perLang.set(lang, (info = buildInfo(brand, lang)));
  return info;
}

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
