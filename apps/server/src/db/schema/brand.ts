// A brand (merchant): its domains, modules, registration fields, resources, support contacts and access rules.
import type { Generated } from 'kysely';
import type { BrandOwned, Flag } from './common.ts';

export type MerchantsTable = {
  id: Generated<number>;
  code: string;
  /** Brand settings as JSON text, parsed with `zBrandSettings`. */
  settings: string;
  maintenance: Flag;
  maintenance_message: string;
  created_at: number | string;
};

export type MerchantDomainsTable = BrandOwned & {
  host: string;
  kind: 'primary' | 'mirror';
  sort: number;
  /** How links reach this host; null: https, or http for a loopback development host. */
  scheme: 'https' | 'http' | null;
  /** The port of links to this host when not the scheme's own; null: the default port. */
  port: number | null;
};

export type MerchantModulesTable = {
  merchant_id: number;
  mod_id: string;
  enabled: Flag;
};

export type RegisterSettingsTable = {
  merchant_id: number;
  field: string;
  enabled: Flag;
  required: Flag;
  accepted_pattern: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
};

export type MerchantResourcesTable = BrandOwned & {
  resource_type: string;
  url: string;
  qr_code_url: string;
  /** JSON object: language code -> label. */
  label_names: string;
  sort: number;
};

export type CustomerServiceTable = BrandOwned & {
  cs_type: 'VIP' | 'LIVECHAT';
  path: string;
  sort: number;
};

export type AccessRuleKind = 'allow_country' | 'block_country' | 'allow_ip' | 'block_ip';

export type AccessRulesTable = BrandOwned & {
  kind: AccessRuleKind;
  value: string;
};
