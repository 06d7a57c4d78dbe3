import type { Kysely } from 'kysely';
import {
  isModuleId,
  registerFields,
  patternFamilies,
  isValidAcceptedPattern,
  zFieldSetting,
} from '@lotto/contracts';
import type { AccessRuleKind, Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isValidIpOrCidr } from '../../lib/ip.ts';
import type { ConfigBus } from '../../lib/config-bus.ts';
import * as repo from './repo.ts';
import { zBrandSettings } from './settings.ts';

/**
 * Operator actions on a brand's settings (used by the operator CLI until the back office
 * exists). Each runs in one transaction, bumps the configuration revision and tells the
 * other nodes.
 */
export class BrandAdmin {
  readonly #db: Kysely<Database>;
  readonly #bus: ConfigBus | undefined;
  constructor(db: Kysely<Database>, bus?: ConfigBus) {
    this.#db = db;
    this.#bus = bus;
  }

  async #merchantId(code: string): Promise<number> {
    const m = await repo.findMerchantByCode(this.#db, code);
    if (!m) throw new AppError('merchant.not.found', { message: `no merchant ${code}` });
    return m.id;
  }

  async #change(code: string, write: (id: number, trx: Kysely<Database>) => Promise<unknown>) {
    const id = await this.#merchantId(code);
    await this.#db.transaction().execute(async (trx) => {
      await write(id, trx);
      await repo.bumpConfigRev(trx);
    });
    await this.#bus?.publish();
  }

  setMaintenance(code: string, { on, message = '' }: { on: boolean; message?: string | undefined }) {
    return this.#change(code, (merchantId, trx) => repo.setMaintenance(trx, { merchantId, on, message }));
  }

  restrict(
    code: string,
    { kind, value, remove = false }: { kind: AccessRuleKind; value: string; remove?: boolean | undefined },
  ) {
    const v = kind.endsWith('_country') ? value.toUpperCase() : value;
    if (kind.endsWith('_country') && !/^[A-Z]{2}$/.test(v)) {
      throw new AppError('request.invalid', { message: `not a country code: ${value}` });
    }
    if (kind.endsWith('_ip') && !isValidIpOrCidr(v)) {
      throw new AppError('request.invalid', { message: `not an IP or CIDR: ${value}` });
    }
    return this.#change(code, (merchantId, trx) =>
      remove
        ? repo.removeAccessRule(trx, { merchantId, kind, value: v })
        : repo.addAccessRule(trx, { merchantId, kind, value: v }),
    );
  }

  /**
   * Lists a host for the brand (links are built from these, and UNKNOWN_HOSTS=refuse serves only
   * them), or removes it. A host belongs to one brand.
   */
  async setDomain(code: string, domain: repo.DomainRow | { host: string; remove: true }) {
    const host = domain.host.trim().toLowerCase();
    if (
      !/^(\[[0-9a-f:]+\]|[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)$/.test(
        host,
      )
    )
      throw new AppError('request.invalid', { message: `not a host name: ${domain.host}` });
    if ('remove' in domain)
      return this.#change(code, (id, trx) => repo.removeDomain(trx, { merchantId: id, host }));
    const id = await this.#merchantId(code);
    const owner = await repo.findMerchantByHost(this.#db, host);
    if (owner && owner.id !== id)
      throw new AppError('request.invalid', { message: `${host} belongs to brand ${owner.code}` });
    return this.#change(code, (mid, trx) => repo.upsertDomain(trx, { ...domain, host, merchantId: mid }));
  }

  setModule(code: string, { modId, enabled }: { modId: string; enabled: boolean }) {
    if (!isModuleId(modId)) {
      throw new AppError('request.invalid', { message: `unknown module ${modId}` });
    }
    return this.#change(code, (id, trx) => repo.setModule(trx, { merchantId: id, modId, enabled }));
  }

  setRegisterField(
    code: string,
    { field, setting: input }: { field: string; setting: Record<string, unknown> },
  ) {
    if (!(registerFields as readonly string[]).includes(field)) {
      throw new AppError('request.invalid', { message: `unknown register field ${field}` });
    }
    const s = zFieldSetting.parse(input);
    if (!isValidAcceptedPattern(s.acceptedPattern)) {
      throw new AppError('request.invalid', { message: `pattern does not compile: ${s.acceptedPattern}` });
    }
    if (!(s.patternId in patternFamilies) || s.minLength > s.maxLength) {
      throw new AppError('request.invalid', { message: 'bad patternId or length bounds' });
    }
    return this.#change(code, (id, trx) =>
      repo.upsertRegisterSetting(trx, { merchantId: id, field, row: repo.toRegisterRow(s) }),
    );
  }

  /**
   * A vendor's switches and integration: enabled, maintenance, and its config (baseUrl of its
   * API, secretEnv naming the variable that holds its secret) merged into the stored one.
   */
  async setVendor(
    code: string,
    {
      vendor,
      ...patch
    }: { vendor: string; enabled?: boolean; maintenance?: boolean; config?: Record<string, unknown> },
  ) {
    const id = await this.#merchantId(code);
    const row = await repo.findVendor(this.#db, { merchantId: id, code: vendor.toUpperCase() });
    if (!row) throw new AppError('request.invalid', { message: `no vendor ${vendor}` });
    const baseUrl = patch.config?.['baseUrl'];
    if (baseUrl !== undefined && (typeof baseUrl !== 'string' || !/^https?:\/\/[^\s]+$/.test(baseUrl)))
      throw new AppError('request.invalid', { message: 'config.baseUrl must be an http(s) URL' });
    return this.#change(code, (_id, trx) =>
      repo.updateVendor(trx, {
        id: row.id,
        set: {
          ...(patch.enabled === undefined ? {} : { enabled: patch.enabled ? 1 : 0 }),
          ...(patch.maintenance === undefined ? {} : { maintenance: patch.maintenance ? 1 : 0 }),
          ...(patch.config
            ? { config: JSON.stringify({ ...(JSON.parse(row.config) as object), ...patch.config }) }
            : {}),
        },
      }),
    );
  }

  /** A brand's game vendors in their order. */
  async vendors(code: string) {
    return repo.listVendors(this.#db, await this.#merchantId(code));
  }

  /** Shallow-merges keys into the brand settings; the result must still be valid. */
  async patchSettings(code: string, patch: Record<string, unknown>) {
    const id = await this.#merchantId(code);
    const settings = await repo.readSettingsJson(this.#db, id);
    const next = zBrandSettings.parse({ ...(JSON.parse(settings) as object), ...patch });
    await this.#change(code, (mid, trx) =>
      repo.updateSettingsJson(trx, { merchantId: mid, settings: JSON.stringify(next) }),
    );
  }
}
