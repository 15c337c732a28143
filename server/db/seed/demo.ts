/**
 * Demo data of issue 3, exactly: one account per role (`<role>@demo.test`),
 * the special accounts (multi, agent.noself, inactive, noemployee), offices
 * with staff and agents, notifications, and birthdays in the current week.
 * Password `Demo1234!` everywhere. Tests and the e2e suite rely on it.
 */
import { count, desc, eq } from 'drizzle-orm';
import type { AppConfigKey, AppConfigValue } from '../../../domain/entities/app-config';
import { canOpenNotification } from '../../../domain/notifications';
import { ROLE_LABELS, rankRoles, type Role } from '../../../domain/roles';
import type { Db, Executor } from '../client';
import { appConfigs, articles, employees, listingMaskings, listings, notifications, offices, users } from '../schema';
import { seedTeams } from './demo-teams';
import { seedListings } from './demo-listings';
import { seedAuditTrail } from './demo-audit';
import { demoDecider, seedApprovals } from './demo-approvals';
import { seedStaffTransfers } from './demo-staff-transfers';
import { seedAgentSettings } from './demo-agent-settings';
import { seedBlog } from './demo-blog';
import { monthDay, weekDates } from '../../services/calendar';
import { hashPassword } from '../../services/passwords';
import { newId } from '../../services/tokens';

export const DEMO_PASSWORD = 'Demo1234!';

import { seedAgentPortalAccounts, seedPortalAccounts, seedPortalSyncs } from './demo-portal-accounts';
import { seedOfficeBillings } from './demo-billings';
import { seedHandovers } from './demo-handovers';
import { seedPrimaryProjects } from './demo-primary-projects';
import { seedMyLists } from './demo-my-lists';
import { seedClients } from './demo-clients';
import { seedMasterData } from './demo-master-data';
import { seedAlbums } from './demo-albums';
import { seedWebConfig } from './demo-web-config';
import { seedDocumentsAndMagazines } from './demo-documents';
import { seedEvents } from './demo-events';
import { seedClosings } from './demo-closings';
import { DEMO_NEW_OFFICES, DEMO_OFFICE_DETAILS, DEMO_OFFICES, type OfficeKey } from './demo-offices';

export { DEMO_NEW_OFFICES, DEMO_OFFICES };

interface DemoEmployee {
  office: OfficeKey | null;
  role: Role;
  status?: 'ACTIVE' | 'TERMINATED' | 'TRANSFERED';
  allowSelfListing?: boolean;
  agentListingPermission?: boolean;
}

interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  nickName: string;
  gender: 'male' | 'female';
  userStatus?: 'active' | 'inactive';
  /** Day of the current week (0 = Monday) for a birthday this week. */
  birthdayThisWeek?: number;
  employees: DemoEmployee[];
  /** One of the accounts the issue names (the others are colleagues that fill the offices). */
  isNamedAccount?: boolean;
}

const hq = (role: Role, firstName: string, lastName: string, nickName: string, gender: 'male' | 'female', birthdayThisWeek?: number): DemoPerson => ({
  email: `${role}@demo.test`,
  firstName,
  lastName,
  nickName,
  gender,
  birthdayThisWeek,
  employees: [{ office: null, role }],
  isNamedAccount: true,
});

const inOffice = (
  role: Role,
  office: OfficeKey,
  firstName: string,
  lastName: string,
  nickName: string,
  gender: 'male' | 'female',
  extra: Partial<DemoPerson> & { employee?: Partial<DemoEmployee> } = {},
): DemoPerson => {
  const { employee, ...person } = extra;
  return {
    email: `${role}@demo.test`,
    firstName,
    lastName,
    nickName,
    gender,
    employees: [{ office, role, ...employee }],
    isNamedAccount: true,
    ...person,
  };
};

const colleague = (email: string, role: Role, office: OfficeKey, firstName: string, lastName: string, nickName: string, gender: 'male' | 'female', birthdayThisWeek?: number): DemoPerson => ({
  email,
  firstName,
  lastName,
  nickName,
  gender,
  birthdayThisWeek,
  employees: [{ office, role }],
});

const PEOPLE: DemoPerson[] = [
  hq('admin', 'Andi', 'Wijaya', 'Andi', 'male', 4),
  hq('admin_general_manager', 'Bambang', 'Susanto', 'Bambang', 'male'),
  hq('admin_manager', 'Citra', 'Maharani', 'Citra', 'female'),
  hq('admin_hq', 'Dimas', 'Saputra', 'Dimas', 'male', 6),
  hq('admin_finance_gm', 'Eka', 'Purnamasari', 'Eka', 'female'),
  hq('admin_finance_manager', 'Fajar', 'Nugroho', 'Fajar', 'male'),
  hq('admin_finance_staff', 'Gita', 'Permata', 'Gita', 'female'),
  hq('admin_blog', 'Hadi', 'Kurniawan', 'Hadi', 'male'),
  inOffice('franchise_owner', 'jakartaSelatan', 'Irwan', 'Setiawan', 'Irwan', 'male', { birthdayThisWeek: 2 }),
  inOffice('business_owner', 'jakartaSelatan', 'Joko', 'Prasetyo', 'Joko', 'male'),
  inOffice('manager_office', 'jakartaSelatan', 'Kartika', 'Sari', 'Tika', 'female'),
  inOffice('finance_office', 'jakartaSelatan', 'Lestari', 'Handayani', 'Lestari', 'female'),
  inOffice('admin_office', 'jakartaSelatan', 'Maya', 'Anggraini', 'Maya', 'female', { employee: { agentListingPermission: true } }),
  inOffice('agent', 'jakartaSelatan', 'Nanda', 'Pratama', 'Nanda', 'male', { birthdayThisWeek: 0 }),
  {
    email: 'multi@demo.test',
    firstName: 'Oktaviani',
    lastName: 'Rahayu',
    nickName: 'Okta',
    gender: 'female',
    birthdayThisWeek: 3,
    employees: [
      { office: 'bandung', role: 'franchise_owner' },
      { office: 'surabaya', role: 'franchise_owner' },
      { office: 'surabaya', role: 'agent' },
    ],
    isNamedAccount: true,
  },
  {
    email: 'agent.noself@demo.test',
    firstName: 'Putu',
    lastName: 'Ardana',
    nickName: 'Putu',
    gender: 'male',
    employees: [{ office: 'jakartaSelatan', role: 'agent', allowSelfListing: false }],
    isNamedAccount: true,
  },
  {
    email: 'inactive@demo.test',
    firstName: 'Qori',
    lastName: 'Ramadhan',
    nickName: 'Qori',
    gender: 'male',
    userStatus: 'inactive',
    employees: [{ office: 'jakartaSelatan', role: 'agent' }],
    isNamedAccount: true,
  },
  {
    email: 'noemployee@demo.test',
    firstName: 'Rina',
    lastName: 'Wulandari',
    nickName: 'Rina',
    gender: 'female',
    // Every employee status of §4 in the demo: her Bandung record ended in a transfer out of the network.
    employees: [
      { office: 'jakartaSelatan', role: 'agent', status: 'TERMINATED' },
      { office: 'bandung', role: 'agent', status: 'TRANSFERED' },
    ],
    isNamedAccount: true,
  },
  colleague('slamet.riyadi@demo.test', 'business_owner', 'bandung', 'Slamet', 'Riyadi', 'Slamet', 'male'),
  colleague('tuti.alawiyah@demo.test', 'admin_office', 'bandung', 'Tuti', 'Alawiyah', 'Tuti', 'female'),
  colleague('umar.hakim@demo.test', 'agent', 'bandung', 'Umar', 'Hakim', 'Umar', 'male', 1),
  colleague('vina.melati@demo.test', 'agent', 'bandung', 'Vina', 'Melati', 'Vina', 'female'),
  colleague('wahyu.hidayat@demo.test', 'agent', 'bandung', 'Wahyu', 'Hidayat', 'Wahyu', 'male'),
  colleague('yusuf.maulana@demo.test', 'agent', 'jakartaSelatan', 'Yusuf', 'Maulana', 'Yusuf', 'male'),
  colleague('zahra.amelia@demo.test', 'agent', 'jakartaSelatan', 'Zahra', 'Amelia', 'Zahra', 'female', 5),
  colleague('bayu.firmansyah@demo.test', 'agent', 'surabaya', 'Bayu', 'Firmansyah', 'Bayu', 'male'),
];

/**
 * Public users (/public-users): customers of the network's website, active and
 * inactive, one asking for their account's deletion (authInfo.isBlocked). They
 * sign in with the demo password too, while active (domain/session.ts accountRefusal).
 */
export const DEMO_PUBLIC_USERS = [
  { email: 'public.active@demo.test', name: 'Sari Indah', status: 'active', isBlocked: false },
  { email: 'public.toggle@demo.test', name: 'Teguh Santoso', status: 'active', isBlocked: false },
  { email: 'public.inactive@demo.test', name: 'Umi Kalsum', status: 'inactive', isBlocked: false },
  { email: 'public.blocked@demo.test', name: 'Valentino Siregar', status: 'active', isBlocked: true },
  { email: 'public.late@demo.test', name: 'Wulan Dari', status: 'inactive', isBlocked: true },
] as const satisfies readonly { email: string; name: string; status: 'active' | 'inactive'; isBlocked: boolean }[];

export interface DemoAccount {
  email: string;
  /** Roles of the account's active, approved records, highest first (empty: none). */
  roles: Role[];
  name: string;
  nickName: string;
  /** The display name the SPA greets with. */
  displayName: string;
  userStatus: 'active' | 'inactive';
  /** Active, with an active employee record: the server lets it sign in (domain/session.ts accountRefusal). */
  canSignIn: boolean;
  allowSelfListing: boolean;
  agentListingPermission: boolean;
  /** Offices of the active records. */
  officeNames: string[];
  /** Has a birthday in the week of seeding. */
  hasBirthdayThisWeek: boolean;
}

const fullName = (p: DemoPerson) => `${p.firstName} ${p.lastName}`;
const activeRecords = (p: DemoPerson) => p.employees.filter((e) => (e.status ?? 'ACTIVE') === 'ACTIVE');

function toAccount(p: DemoPerson): DemoAccount {
  const active = activeRecords(p);
  return {
    email: p.email,
    roles: rankRoles(active.map((e) => e.role)),
    name: fullName(p),
    nickName: p.nickName,
    displayName: p.nickName,
    userStatus: p.userStatus ?? 'active',
    canSignIn: (p.userStatus ?? 'active') === 'active' && active.length > 0,
    allowSelfListing: active.find((e) => e.role === 'agent')?.allowSelfListing ?? true,
    agentListingPermission: active.some((e) => e.role === 'admin_office' && e.agentListingPermission),
    officeNames: [...new Set(active.flatMap((e) => (e.office ? [DEMO_OFFICES[e.office].officeName] : [])))],
    hasBirthdayThisWeek: p.birthdayThisWeek !== undefined,
  };
}

/** The accounts the issue names: one per role, multi, agent.noself, inactive, noemployee. */
export const DEMO_ACCOUNTS: DemoAccount[] = PEOPLE.filter((p) => p.isNamedAccount).map(toAccount);
/** Every seeded person, the office colleagues included. */
export const DEMO_PEOPLE: DemoAccount[] = PEOPLE.map(toAccount);

const DAY = 86_400_000;
const HOUR = 3_600_000;

function birthDateFor(p: DemoPerson, index: number, now: Date): string {
  const week = weekDates(now);
  if (p.birthdayThisWeek !== undefined) {
    const md = monthDay(week[p.birthdayThisWeek] ?? week[0]!);
    return `${md === '02-29' ? 1988 : 1980 + (index % 15)}-${md}`;
  }
  // Well away from this week (at least a month), so only the chosen ones show on the dashboard.
  const day = new Date(Date.parse(`${week[0]}T00:00:00Z`) + (30 + index * 9) * DAY);
  const md = monthDay(day.toISOString().slice(0, 10)).replace('02-29', '02-28');
  return `${1978 + (index % 17)}-${md}`;
}

const slugOf = (p: DemoPerson) => `${p.firstName}-${p.lastName}`.toLowerCase();
/** A mailbox of their own, not the sign-in address: the contact-visibility tests must tell a private address from every other. */
const privateEmailOf = (p: DemoPerson) => `${p.firstName}.${p.lastName}.pribadi@mail.test`.toLowerCase();

const BIRTHDAY_REMINDER = {
  feature: 'dashboard',
  title: 'Birthday Reminder',
  message: 'Some of your colleagues celebrate their birthday this week. Send them your best wishes!',
  externalId: 'birthday-list',
};
/** The post 'New Blog Post Published' announces (demo-blog-posts.ts fixes its id). */
const ANNOUNCED_POST_ID = 'ART-20260031';

type NotificationRow = typeof notifications.$inferInsert & { createdAt: Date };

const notificationRow = (
  receiverUserId: string,
  n: { feature: string; title: string; message: string; externalId: string | null },
  createdAt: Date,
  isRead: boolean,
): NotificationRow => ({
  id: newId(),
  receiverUserId,
  ...n,
  readByUserAt: isRead ? new Date(createdAt.getTime() + HOUR) : null,
  createdAt,
});

/** 'Listing Successfully Masked' for each masking seedListings made, to the agent who masked; their newest is unread. */
async function maskingNotifications(tx: Executor): Promise<NotificationRow[]> {
  const rows = await tx
    .select({ listingId: listings.listingId, title: listings.title, receiverUserId: employees.userId, createdAt: listingMaskings.createdAt })
    .from(listingMaskings)
    .innerJoin(listings, eq(listings.listingId, listingMaskings.listingId))
    .innerJoin(employees, eq(employees.employeeId, listingMaskings.employeeId))
    .orderBy(desc(listingMaskings.createdAt));
  const seen = new Set<string>();
  return rows.map((m) => {
    const isNewest = !seen.has(m.receiverUserId);
    seen.add(m.receiverUserId);
    const n = { feature: 'masking', title: 'Listing Successfully Masked', message: `${m.title} is ready to share as a masked link.`, externalId: m.listingId };
    return notificationRow(m.receiverUserId, n, m.createdAt, !isNewest);
  });
}

/**
 * The demo's notifications, each about a record the seed made: a birthday
 * reminder for everyone, 'Listing Successfully Masked' for each masking, and
 * 'New Blog Post Published' for a live post. Each goes only to those who can
 * sign in and may open where it leads. Features whose screen does not exist
 * yet (invoice, closing, document, cancel report) get none:
 * tests/server/seeded-notifications.test.ts fails when a seeded notification
 * opens no screen, or a screen without its subject.
 */
async function demoNotifications(tx: Executor, receivers: { userId: string; account: DemoAccount }[], now: Date): Promise<NotificationRow[]> {
  const [post] = await tx.select({ title: articles.title, publishedAt: articles.publishedAt }).from(articles).where(eq(articles.articleId, ANNOUNCED_POST_ID));
  const announced = post && { feature: 'blog', title: 'New Blog Post Published', message: `${post.title} is now live.`, externalId: ANNOUNCED_POST_ID };
  const candidates = [
    ...receivers.map((r) => notificationRow(r.userId, BIRTHDAY_REMINDER, new Date(now.getTime() - HOUR), false)),
    ...(await maskingNotifications(tx)),
    ...(announced ? receivers.map((r) => notificationRow(r.userId, announced, post.publishedAt ?? now, false)) : []),
  ];
  const accountOf = new Map(receivers.map((r) => [r.userId, r.account]));
  return candidates.filter((n) => {
    const account = accountOf.get(n.receiverUserId);
    return account?.canSignIn === true && canOpenNotification(account, { externalId: n.externalId ?? null, requestData: { feature: n.feature } });
  });
}

/**
 * The app configs of a fresh demo: the legal texts as the limited editor writes
 * them (§9), the running version, and every remote flag on but Listing Has
 * Portal, so its sidebar entry shows with the yellow dot (§6).
 */
export const DEMO_APP_CONFIGS = {
  cms_latest_version: { version: '2.76.0', isForceUpdate: false },
  TERMS_AND_CONDITIONS:
    '<p><strong>Syarat &amp; Ketentuan</strong></p><p>Dengan menggunakan aplikasi back office Genius, Anda setuju untuk menjaga kerahasiaan data listing, klien dan kantor.</p><ul><li>Akun bersifat pribadi dan tidak boleh dipinjamkan.</li><li>Data yang diunggah harus benar dan dapat dipertanggungjawabkan.</li></ul>',
  PRIVACY_AND_POLICY:
    '<p><strong>Kebijakan Privasi</strong></p><p>Kami memproses data pribadi Anda hanya untuk keperluan operasional jaringan waralaba Genius.</p><p>Data tidak dibagikan kepada pihak ketiga tanpa persetujuan Anda, kecuali diwajibkan oleh hukum.</p>',
  feature_flags: { client: true, template_message: true, listing_no_watermark: true, listing_has_portal: false, mylist: true },
  // No app_logo: the shell shows the product's name until an admin uploads one (/config-app-logo).
} as const satisfies { [K in Exclude<AppConfigKey, 'app_logo'>]: AppConfigValue<K> };

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Write the demo data into an empty, migrated database, in one transaction. */
export async function seed(db: Db, now: Date = new Date()): Promise<void> {
  // Every demo account has the one published demo password: hashed once, not once per
  // person (scrypt at N=16384 is ~100 ms of CPU a hash), so a first start and each
  // test file's fresh database seed in a fraction of the time. A password a user
  // sets later gets its own salt.
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const hashes = PEOPLE.map(() => demoHash);
  const created = new Date(now.getTime() - 400 * DAY);

  const officeIds = Object.fromEntries(Object.keys(DEMO_OFFICES).map((k) => [k, newId()])) as Record<OfficeKey, string>;
  const officeRows = (Object.keys(DEMO_OFFICES) as OfficeKey[]).map((key, i) => ({
    officeId: officeIds[key],
    ...DEMO_OFFICES[key],
    tempOfficeCode: null,
    email: `${key.toLowerCase()}@genius.co.id`,
    firstPhoneNumber: `021-7${i}00-1234`,
    postalCode: ['12160', '40115', '60271'][i] ?? null,
    address: ['Jl. Senopati No. 18', 'Jl. Ir. H. Juanda No. 75', 'Jl. Raya Darmo No. 101'][i] ?? null,
    ...DEMO_OFFICE_DETAILS[key],
    approvalStatus: 'APPROVED' as const,
    approvalSubmittedAt: created,
    approvalDecidedAt: created,
    status: 'ACTIVE',
    createdAt: created,
    updatedAt: created,
  }));
  const newOfficeRows = DEMO_NEW_OFFICES.map(({ reason, ...o }, i) => ({
    ...o,
    officeId: newId(),
    tempOfficeCode: null,
    email: `${o.subdomain ?? o.officeCode.toLowerCase()}@genius.co.id`,
    firstPhoneNumber: `021-88${i}0-4321`,
    postalCode: null,
    address: `Jl. Raya ${o.city} No. ${10 + i}`,
    approvalReason: reason,
    approvalSubmittedAt: o.approvalStatus === 'DRAFT' ? null : new Date(now.getTime() - (i + 1) * DAY),
    approvalDecidedAt: o.approvalStatus === 'REJECTED' ? new Date(now.getTime() - DAY / 2) : null,
    status: 'ACTIVE',
    createdAt: new Date(now.getTime() - (i + 2) * DAY),
    updatedAt: new Date(now.getTime() - (i + 1) * DAY),
  }));

  const userRows = PEOPLE.map((p, i) => ({
    userId: newId(),
    name: fullName(p),
    email: p.email,
    passwordHash: hashes[i]!,
    phone: `0812${String(10_000_000 + i * 7_919).slice(0, 8)}`,
    gender: p.gender,
    province: p.employees[0]?.office ? DEMO_OFFICES[p.employees[0].office].province : 'DKI Jakarta',
    city: p.employees[0]?.office ? DEMO_OFFICES[p.employees[0].office].city : 'Jakarta Pusat',
    postalCode: null,
    status: p.userStatus ?? ('active' as const),
    userType: 'employee' as const,
    firstName: p.firstName,
    middleName: null,
    lastName: p.lastName,
    nickName: p.nickName,
    birthDate: birthDateFor(p, i, now),
    profilePic: null,
    emailVerifiedAt: created,
    createdAt: new Date(created.getTime() + i * HOUR),
    updatedAt: created,
  }));

  const publicUserRows = DEMO_PUBLIC_USERS.map((p, i) => {
    const [firstName = p.name, ...rest] = p.name.split(' ');
    return {
      userId: newId(),
      name: p.name,
      email: p.email,
      passwordHash: demoHash,
      phone: `0857${String(20_000_000 + i * 3_571).slice(0, 8)}`,
      gender: 'female' as const,
      province: null,
      city: null,
      postalCode: null,
      status: p.status,
      userType: 'customer' as const,
      firstName,
      middleName: null,
      lastName: rest.join(' ') || null,
      nickName: firstName,
      birthDate: null,
      profilePic: null,
      emailVerifiedAt: created,
      isBlocked: p.isBlocked,
      createdAt: new Date(created.getTime() + (PEOPLE.length + i) * HOUR),
      updatedAt: created,
    };
  });

  const codeCounters = new Map<string, number>();
  const employeeRows = PEOPLE.flatMap((p, i) =>
    p.employees.map((e) => {
      const prefix = e.office ? DEMO_OFFICES[e.office].officeCode.replace('GNS-', '') : 'HQ';
      const n = (codeCounters.get(prefix) ?? 0) + 1;
      codeCounters.set(prefix, n);
      const isAgent = e.role === 'agent';
      const slugBase = slugOf(p);
      return {
        employeeId: newId(),
        userId: userRows[i]!.userId,
        officeId: e.office ? officeIds[e.office] : null,
        role: e.role,
        roleStatus: 'PUBLISH' as const,
        approvalStatus: 'APPROVED' as const,
        status: e.status ?? ('ACTIVE' as const),
        currentPosition: ROLE_LABELS[e.role],
        employeeCode: `${prefix}-${String(n).padStart(4, '0')}`,
        tempEmployeeCode: null,
        allowSelfListing: e.allowSelfListing ?? true,
        agentListingPermission: e.agentListingPermission ?? false,
        starAgentPhotoUrl: null,
        starAgentTitle: isAgent ? 'Property Consultant' : null,
        starAgentWebContent: null,
        starAgentItems: [],
        mainEmail: e.office ? 'genius' : 'PRIVATE',
        geniusEmail: `${p.nickName.toLowerCase()}.${p.lastName.toLowerCase()}@genius.co.id`,
        privateEmail: privateEmailOf(p),
        slug: isAgent && (e.status ?? 'ACTIVE') === 'ACTIVE' ? (p.employees.length > 1 ? `${slugBase}-${e.office}` : slugBase) : null,
        slugAuthor: e.role === 'admin_blog' ? slugBase : null,
        createdAt: new Date(created.getTime() + i * HOUR),
        updatedAt: created,
      };
    }),
  );

  const configRows = Object.entries(DEMO_APP_CONFIGS).map(([key, value]) => ({ key, value, updatedAt: now, updatedByUserId: null }));

  await db.transaction(async (tx) => {
    await tx.insert(offices).values([...officeRows, ...newOfficeRows]);
    await tx.insert(users).values([...userRows, ...publicUserRows]);
    await tx.insert(employees).values(employeeRows);
    await seedTeams(tx, now);
    await seedAgentSettings(tx);
    await tx.insert(appConfigs).values(configRows).onConflictDoNothing();
    await seedListings(tx, now);
    await seedPortalAccounts(tx, now);
    await seedAgentPortalAccounts(tx, now);
    await seedPortalSyncs(tx, now);
    await seedClosings(tx, now);
    await seedOfficeBillings(tx, now);
    await seedHandovers(tx, now);
    await seedPrimaryProjects(tx, now);
    await seedMyLists(tx, now);
    await seedClients(tx, now);
    await seedMasterData(tx, now);
    await seedAlbums(tx, now);
    await seedWebConfig(tx, now);
    await seedDocumentsAndMagazines(tx, now);
    await seedEvents(tx, now);
    await seedBlog(tx, now);
    const receivers = PEOPLE.map((p, i) => ({ userId: userRows[i]!.userId, account: toAccount(p) }));
    await tx.insert(notifications).values(await demoNotifications(tx, receivers, now));
    const admin = await demoDecider(tx);
    await seedApprovals(tx, demoHash, admin, now);
    await seedStaffTransfers(tx, admin, now);
    await seedAuditTrail(tx, now);
  });
}

/** Seed only a database without users (first start). */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seed(db, now);
  return true;
}
