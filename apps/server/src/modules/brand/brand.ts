import {
  isModuleId,
  registerFields,
  type FieldSetting,
  type ModuleId,
  type RegisterField,
} from '@lotto/contracts';
import { IpMatcher } from '../../lib/ip.ts';
import { LOOPBACK_HOSTS } from './links.ts';
import type { BrandRows } from './repo.ts';
import { zBrandSettings, type BrandSettings } from './settings.ts';

/** A brand as requests see it: parsed once per configuration revision, then shared. */
export type Brand = {
  id: number;
  code: string;
  settings: BrandSettings;
  maintenance: { enabled: boolean; message: string };
  modules: ReadonlyMap<ModuleId, boolean>;
  registerSettings: Record<RegisterField, FieldSetting>;
  resources: { type: string; url: string; qrCodeUrl: string; labels: Record<string, string> }[];
  customerService: { csType: 'VIP' | 'LIVECHAT'; path: string }[];
  access: {
    allowCountries: ReadonlySet<string>;
    blockCountries: ReadonlySet<string>;
    allowIps: IpMatcher;
    blockIps: IpMatcher;
  };
  /** Where the brand is served, in the operator's order; links are built from these only. */
  domains: BrandDomain[];
};

export type BrandDomain = {
  host: string;
  kind: 'primary' | 'mirror';
  scheme: 'https' | 'http';
  /** The port of links to this host when not the scheme's own. */
  port: number | null;
};

const disabledField: FieldSetting = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 0,
  maxLength: 255,
};

export function toBrand(rows: BrandRows): Brand {
  const { merchant } = rows;
  const settings = zBrandSettings.parse(JSON.parse(merchant.settings));
  const modules = new Map<ModuleId, boolean>();
  for (const m of rows.modules) if (isModuleId(m.mod_id)) modules.set(m.mod_id, m.enabled === 1);

  const registerSettings = Object.fromEntries(registerFields.map((f) => [f, { ...disabledField }])) as Record<
    RegisterField,
    FieldSetting
  >;
  for (const r of rows.register) {
    if (!(registerFields as readonly string[]).includes(r.field)) continue;
    registerSettings[r.field as RegisterField] = {
      enabled: r.enabled === 1,
      required: r.required === 1,
      acceptedPattern: r.accepted_pattern,
      patternId: r.pattern_id,
      minLength: r.min_length,
      maxLength: r.max_length,
    };
  }

  const rules = (kind: string) => rows.access.filter((a) => a.kind === kind).map((a) => a.value);
  return {
    id: merchant.id,
    code: merchant.code,
    settings,
    maintenance: { enabled: merchant.maintenance === 1, message: merchant.maintenance_message },
    modules,
    registerSettings,
    resources: rows.resources.map((r) => ({
      type: r.resource_type,
      url: r.url,
      qrCodeUrl: r.qr_code_url,
      labels: JSON.parse(r.label_names) as Record<string, string>,
    })),
    customerService: rows.cs.map((c) => ({ csType: c.cs_type, path: c.path })),
    access: {
      allowCountries: new Set(rules('allow_country').map((c) => c.toUpperCase())),
      blockCountries: new Set(rules('block_country').map((c) => c.toUpperCase())),
      allowIps: new IpMatcher(rules('allow_ip')),
      blockIps: new IpMatcher(rules('block_ip')),
    },
    domains: rows.domains.map((d) => ({
      host: d.host,
      kind: d.kind,
      scheme: d.scheme ?? (LOOPBACK_HOSTS.has(d.host) ? 'http' : 'https'),
      port: d.port,
    })),
  };
}

export const moduleOn = (brand: Brand, id: ModuleId): boolean => brand.modules.get(id) === true;
