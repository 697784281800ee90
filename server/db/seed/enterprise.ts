/**
 * Seed area `enterprise`: every state of the enterprise screens.
 * - SUP001 (the demo supplier): registration type 1 with a valid credit code,
 *   a licence image, history in statuses 1, 2 and 3, three attachment types;
 *   registry data so that a submission answers order 1 (another name), 2
 *   (恒信精密科技有限公司: on the licence, not yet in the business record),
 *   3 (the current name) and 4 (licence type 2).
 * - SUP002 (registration type 2, foreign): duns, registration and VAT numbers,
 *   a change pending review (status 0, the under-review tag), signed in as
 *   `supplier_intl` (password {@link INTL_PASSWORD}).
 * A database seeded before this issue gets it once (seed_runs); a missing
 * SUP001 (deleted by its users) leaves the area empty instead of failing.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { enterpriseChanges, enterpriseProfiles, enterpriseReferences, fileBiz, files, rolePermissions, roles, tenants, users, userRoles, userTenants } from '../schema';
import { seedHash } from './seedHashes';
import { DEMO_TENANTS } from './demoAccounts';
import { demoAppCodes } from './demoApps';
import { permissionIds } from './lookup';
import { demoPdf, demoPng } from './enterpriseFiles';

/** The type-2 supplier tenant and its account. */
export const INTL_TENANT = 'SUP002';
export const INTL_ACCOUNT = 'supplier_intl';
export const INTL_PASSWORD = 'Eps#Intl2026';
/** The demo supplier's credit code (GB 32100-2015 check character right). */
export const SUPPLIER_CREDIT_CODE = '91310115MA1H7QXK20';
/** Business keys of the enterprise attachments (schemas/enterprise/info.json uses the same). */
export const ENTERPRISE_ATTACHMENT_KEYS = { appCode: 'usercenter', bizBillId: 'enterprise', bizType: 'enterprise', bizItemType: 'qualification' } as const;

async function idOfTenant(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code)).limit(1);
  return row?.id;
}

const at = (iso: string) => new Date(iso);

/** Seed area `enterprise` (after `roles` and `supplier-level2`). */
export async function seedEnterprise(db: Db): Promise<void> {
  const sup = await idOfTenant(db, DEMO_TENANTS.supplier);
  if (sup === undefined) return;
  await db.insert(files).values([
    { id: 'enterpriseLicenceTemplate1', tenantId: null, filename: 'licence-template-type1.pdf', contentType: 'application/pdf', body: demoPdf('Business licence template (registration type 1)'), isPublic: true },
    { id: 'enterpriseLicenceTemplate2', tenantId: null, filename: 'licence-template-type2.pdf', contentType: 'application/pdf', body: demoPdf('Registration certificate template (registration type 2)'), isPublic: true },
    { id: 'entSup001Licence', tenantId: sup, filename: '营业执照.png', contentType: 'image/png', body: demoPng(480, 320, [196, 43, 28]) },
    { id: 'entSup001Iso9001', tenantId: sup, filename: 'ISO9001证书.pdf', contentType: 'application/pdf', body: demoPdf('ISO 9001 certificate - Hengxin Precision') },
    { id: 'entSup001Permit', tenantId: sup, filename: '安全生产许可证.png', contentType: 'image/png', body: demoPng(320, 220, [22, 119, 255]) },
    { id: 'entSup001Bank', tenantId: sup, filename: '开户许可证.pdf', contentType: 'application/pdf', body: demoPdf('Bank account permit - Hengxin Precision') },
  ]);
  const old = {
    tenantId: sup, registType: 1, tenantName: '恒信精密机械有限公司', shortName: '恒信机械', suCorporatRepresentative: '李恒',
    businessLicenseNo: SUPPLIER_CREDIT_CODE, econKind: '有限责任公司', registCapi: '5000万人民币', startDate: '2012-06-18',
  };
  await db.insert(enterpriseProfiles).values({
    ...old,
    tenantName: '恒信精密制造有限公司',
    shortName: '恒信精密',
    attachmentId: 'entSup001Licence',
    fileName: '营业执照.png',
    countryCode: 'CN', provinceCode: '310000', cityCode: '310100', regionCode: '310115',
    address: '上海市浦东新区张江路88号',
    businessScope: '精密零部件、模具的研发、生产与销售；机械设备维修；货物及技术进出口。',
    contact: '李供应', email: 'supplier@example.com', linkPhone: '13900000002', landLineNo: '021-58881234',
    changeType: 0, operateLimit: 3,
  });
  await db.insert(enterpriseReferences).values([
    { kind: 'licence', licenseNo: SUPPLIER_CREDIT_CODE, tenantName: '恒信精密制造有限公司', legal: '李恒', registCapi: '5000万人民币', startDate: '2012-06-18', address: '上海市浦东新区张江路88号' },
    { kind: 'licence', licenseNo: SUPPLIER_CREDIT_CODE, tenantName: '恒信精密科技有限公司', legal: '李恒', registCapi: '5000万人民币', startDate: '2012-06-18', address: '上海市浦东新区张江路88号' },
    { kind: 'business', licenseNo: SUPPLIER_CREDIT_CODE, tenantName: '恒信精密制造有限公司', legal: '李恒', registCapi: '5000万人民币', startDate: '2012-06-18', address: '上海市浦东新区张江路88号' },
  ]);
  const [supplierUser] = await db.select({ id: users.id, name: users.username }).from(users).where(eq(users.account, 'supplier')).limit(1);
  const by = { createdBy: supplierUser?.id ?? null, createByname: supplierUser?.name ?? '李供应' };
  await db.insert(enterpriseChanges).values([
    { tenantId: sup, type: 1, reason: '公司更名', ...by, tenantName: '恒信精密制造有限公司', businessLicenseNo: SUPPLIER_CREDIT_CODE, suCorporatRepresentative: '李恒', hisBak: old, createdAt: at('2026-03-02T02:15:40Z') },
    { tenantId: sup, type: 2, reason: '法定代表人变更（材料不全）', ...by, tenantName: '恒信精密制造有限公司', businessLicenseNo: SUPPLIER_CREDIT_CODE, suCorporatRepresentative: '王立新', hisBak: { ...old, tenantName: '恒信精密制造有限公司' }, createdAt: at('2026-05-11T06:30:05Z') },
    { tenantId: sup, type: 3, reason: '简称调整', ...by, tenantName: '恒信精密制造有限公司', businessLicenseNo: SUPPLIER_CREDIT_CODE, suCorporatRepresentative: '李恒', hisBak: { ...old, tenantName: '恒信精密制造有限公司' }, createdAt: at('2026-08-20T01:05:59Z') },
  ]);
  const keys = ENTERPRISE_ATTACHMENT_KEYS;
  await db.insert(fileBiz).values([
    { tenantId: sup, fileId: 'entSup001Licence', ...keys, type: 'license', typeName: '营业执照' },
    { tenantId: sup, fileId: 'entSup001Iso9001', ...keys, type: 'certificate', typeName: '资质证书' },
    { tenantId: sup, fileId: 'entSup001Permit', ...keys, type: 'certificate', typeName: '资质证书' },
    { tenantId: sup, fileId: 'entSup001Bank', ...keys, type: 'other', typeName: '其他' },
  ]);
  await seedIntl(db, sup);
}

/** SUP002, its account and its pending change. */
async function seedIntl(db: Db, sup: number): Promise<void> {
  const [tenant] = await db.insert(tenants).values({ code: INTL_TENANT, name: 'Harbor Components GmbH', kind: 'su' }).returning({ id: tenants.id });
  if (!tenant) return;
  const profile = {
    tenantId: tenant.id, registType: 2, tenantName: 'Harbor Components GmbH', shortName: 'Harbor', suCorporatRepresentative: 'Anna Weber',
    econKind: 'GmbH', registCapi: '250000 EUR', startDate: '2009-04-01', duns: '315369934', registNumber: 'HRB 123456', vatNo: 'DE811907980',
    countryCode: 'DE', address: 'Hafenstraße 12, 20457 Hamburg', businessScope: 'Industrial fasteners and precision parts.',
    contact: 'Anna Weber', email: 'anna.weber@example.com', linkPhone: '13900000021',
  };
  await db.insert(enterpriseProfiles).values({ ...profile, changeType: 1 });
  const [user] = await db
    .insert(users)
    .values({ account: INTL_ACCOUNT, username: 'Anna Weber', passwordHash: await seedHash(INTL_PASSWORD), phone: '13900000021', email: 'anna.weber@example.com', emailCheck: '1', type: 1, userLevel: '1', isAccredit: '1', currentTenantId: tenant.id, lang: 'en' })
    .returning({ id: users.id });
  if (!user) return;
  await db.insert(userTenants).values({ userId: user.id, tenantId: tenant.id });
  // The same grants as the demo supplier's role, in this tenant, but for the demo apps: it is not a demo tenant.
  const [supplierRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.tenantId, sup)).limit(1);
  const [role] = await db.insert(roles).values({ tenantId: tenant.id, code: 'supplier', name: '供应商主账号' }).returning({ id: roles.id });
  if (supplierRole && role) {
    const demoApps = new Set((await permissionIds(db, demoAppCodes())).values());
    const copied = await db.select({ permissionId: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, supplierRole.id));
    const grants = copied.filter((grant) => !demoApps.has(grant.permissionId));
    if (grants.length) await db.insert(rolePermissions).values(grants.map((g) => ({ roleId: role.id, permissionId: g.permissionId })));
    await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  }
  await db.insert(enterpriseChanges).values({
    tenantId: tenant.id, type: 0, reason: 'New company name after merger', createdBy: user.id, createByname: 'Anna Weber',
    tenantName: 'Harbor Precision Components GmbH', businessLicenseNo: null, suCorporatRepresentative: 'Anna Weber', hisBak: profile, createdAt: at('2026-11-02T08:00:00Z'),
  });
}
