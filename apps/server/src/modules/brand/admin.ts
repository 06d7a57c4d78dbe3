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

  setMaintenance(code: string, on: boolean, message = '') {
    return this.#change(code, (id, trx) => repo.setMaintenance(trx, id, on, message));
  }

  restrict(code: string, kind: AccessRuleKind, value: string, remove = false) {
    const v = kind.endsWith('_country') ? value.toUpperCase() : value;
    if (kind.endsWith('_country') && !/^[A-Z]{2}$/.test(v)) {
      throw new AppError('request.invalid', { message: `not a country code: ${value}` });
    }
    if (kind.endsWith('_ip') && !isValidIpOrCidr(v)) {
      throw new AppError('request.invalid', { message: `not an IP or CIDR: ${value}` });
    }
    return this.#change(code, (id, trx) =>
      remove ? repo.removeAccessRule(trx, id, kind, v) : repo.addAccessRule(trx, id, kind, v),
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
    if ('remove' in domain) return this.#change(code, (id, trx) => repo.removeDomain(trx, id, host));
    const id = await this.#merchantId(code);
    const owner = await repo.findMerchantByHost(this.#db, host);
    if (owner && owner.id !== id)
      throw new AppError('request.invalid', { message: `${host} belongs to brand ${owner.code}` });
    return this.#change(code, (mid, trx) => repo.upsertDomain(trx, mid, { ...domain, host }));
  }

  setModule(code: string, modId: string, enabled: boolean) {
    if (!isModuleId(modId)) {
      throw new AppError('request.invalid', { message: `unknown module ${modId}` });
    }
    return this.#change(code, (id, trx) => repo.setModule(trx, id, modId, enabled));
  }

  setRegisterField(code: string, field: string, input: Record<string, unknown>) {
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
    return this.#change(code, (id, trx) => repo.upsertRegisterSetting(trx, id, field, repo.toRegisterRow(s)));
  }

  /**
   * A vendor's switches and integration: enabled, maintenance, and its config (baseUrl of its
   * API, secretEnv naming the variable that holds its secret) merged into the stored one.
   */
  async setVendor(
    code: string,
    vendor: string,
    patch: { enabled?: boolean; maintenance?: boolean; config?: Record<string, unknown> },
  ) {
    const id = await this.#merchantId(code);
    const row = await this.#db
      .selectFrom('vendors')
      .select(['id', 'config'])
      .where('merchant_id', '=', id)
      .where('code', '=', vendor.toUpperCase())
      .executeTakeFirst();
    if (!row) throw new AppError('request.invalid', { message: `no vendor ${vendor}` });
    const baseUrl = patch.config?.['baseUrl'];
    if (baseUrl !== undefined && (typeof baseUrl !== 'string' || !/^https?:\/\/[^\s]+$/.test(baseUrl)))
      throw new AppError('request.invalid', { message: 'config.baseUrl must be an http(s) URL' });
    return this.#change(code, (_id, trx) =>
      trx
        .updateTable('vendors')
        .set({
          ...(patch.enabled === undefined ? {} : { enabled: patch.enabled ? 1 : 0 }),
          ...(patch.maintenance === undefined ? {} : { maintenance: patch.maintenance ? 1 : 0 }),
          ...(patch.config
            ? { config: JSON.stringify({ ...(JSON.parse(row.config) as object), ...patch.config }) }
            : {}),
        })
        .where('id', '=', row.id)
        .execute(),
    );
  }

  /** Shallow-merges keys into the brand settings; the result must still be valid. */
  async patchSettings(code: string, patch: Record<string, unknown>) {
    const id = await this.#merchantId(code);
    const row = await this.#db
      .selectFrom('merchants')
      .select('settings')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const next = zBrandSettings.parse({ ...(JSON.parse(row.settings) as object), ...patch });
    await this.#change(code, (mid, trx) => repo.updateSettingsJson(trx, mid, JSON.stringify(next)));
  }
}
