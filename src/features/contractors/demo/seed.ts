import type { SeedContext } from '@/mocks/db/seed';
import type { DemoSite, DemoUser } from '@/mocks/db/types';
import { categoriesOf } from '@/mocks/services/categories';
import { addOneMonth, REVIEW_STATUSES, type ReviewStatus } from '../model';
import { CONTRACTORS, DOCUMENTS, WORKERS, type DemoContractor, type DemoContractorDocument, type DemoWorker } from './store';
import { DAY_MS as DAY } from '@/lib/dates';

const COMPANIES: [name: string, taxId: string, contact: string, city: string, state: string, country: string, zip: string][] = [
  ['Northbridge Scaffolding Ltd', 'GB123456789', 'Carl Builder', 'Leeds', 'West Yorkshire', 'United Kingdom', 'LS1 4AP'],
  ['Volt & Wire Electrical', 'DE811907980', 'Jana Hoffmann', 'Hamburg', 'Hamburg', 'Germany', '20095'],
  ['Apex Confined Space Services', '27AAPFU0939F1ZV', 'Ravi Menon', 'Pune', 'Maharashtra', 'India', '411001'],
  ['Meridian Welding Co.', 'FR40303265045', 'Lucie Martin', 'Lyon', 'Auvergne-Rhône-Alpes', 'France', '69002'],
  ['Harbor Crane & Rigging', 'ES B12345674', 'Diego Navarro', 'Valencia', 'Valencia', 'Spain', '46001'],
  ['Summit Industrial Cleaning', 'BG175074752', 'Petar Ivanov', 'Sofia', 'Sofia City', 'Bulgaria', '1000'],
  ['Bosphorus Insulation A.Ş.', 'TR1234567890', 'Elif Yılmaz', 'Istanbul', 'Istanbul', 'Türkiye', '34430'],
  ['Greenline Demolition', 'GB987654321', 'Owen Hughes', 'Cardiff', 'Wales', 'United Kingdom', 'CF10 1EP'],
];

const FIRST = ['James', 'Maria', 'Ahmed', 'Li', 'Olga', 'Pedro', 'Aisha', 'Tom', 'Fatma', 'Jan', 'Chen', 'Ivana', 'Raj', 'Sofia', 'Mehmet', 'Anna', 'Lukas', 'Nora', 'Emre', 'Wei'];
const LAST = ['Smith', 'Garcia', 'Khan', 'Wang', 'Petrova', 'Silva', 'Bello', 'Brown', 'Demir', 'Novak', 'Liu', 'Horvat', 'Patel', 'Rossi', 'Kaya', 'Müller', 'Schmidt', 'Berg', 'Aydın', 'Zhang'];

const DOC_TITLES = ['Public liability insurance', 'Method statement', 'Safety induction record', 'Equipment inspection certificate', 'Trade licence'];

/** a one-page PDF: the seeded documents' file (passes the SPEC §5 header check) */
const PDF = `data:application/pdf;base64,${btoa('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')}`;
const pdf = (title: string) => ({ name: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`, type: 'application/pdf', size: 80, data_url: PDF });

const iso = (d: Date) => d.toISOString();
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Per organisation: 8 contractors (one inactive) with 8–9 workers each across the four review statuses, 6
 * uncategorised workers, and 3 documents each — among them, for the first company (contractor@acme.test's), one
 * ending within a month, and for the second one that has expired. Every review was made by an admin who is not the
 * submitter.
 */
export function seedContractors({ tenant, random, now }: SeedContext): void {
  if (!tenant.organization) return;
  const users = (tenant.collections.users ?? []) as DemoUser[];
  const admin = users.find((u) => u.is_admin && u.status === 'Active') ?? null;
  const contractorUser = users.find((u) => u.is_contractor && u.status === 'Active') ?? null;
  const staff = users.find((u) => !u.is_admin && !u.is_contractor && u.status === 'Active' && u.role_name !== 'MasterSuperAdmin') ?? null;
  const sites = ((tenant.collections.sites ?? []) as DemoSite[]).filter((s) => s.status === 'active');
  const skills = categoriesOf(tenant)
    .filter((c) => c.category_type === 'skill')
    .map((c) => c.code);
  const contractors: DemoContractor[] = [];
  const workers: DemoWorker[] = [];
  const documents: DemoContractorDocument[] = [];
  const today = day(now);

  const trail = (status: ReviewStatus, submitter: DemoUser | null, at: Date) => {
    const reviewedAt = new Date(at.getTime() + random.int(1, 5) * DAY);
    const decided = status !== 'pending_review';
    return {
      status,
      status_reason: status === 'rejected' ? random.pick(['Photo does not show the face clearly', 'Certificate is not signed', 'Name does not match the ID card']) : '',
      submitted_by_id: submitter?.id ?? null,
      submitted_at: iso(at),
      reviewed_by_id: decided ? (admin?.id ?? null) : null,
      reviewed_at: decided ? iso(reviewedAt) : null,
      created_at: iso(at),
      updated_at: iso(decided ? reviewedAt : at),
    };
  };

  COMPANIES.forEach(([company_name, tax_id, primary_contact, city, state, country, zip], i) => {
    const created = new Date(now.getTime() - random.int(60, 360) * DAY);
    const own = i === 0 && contractorUser ? contractorUser : null;
    const submitter = own ?? staff;
    const c: DemoContractor = {
      id: tenant.nextId++,
      company_name,
      tax_id,
      primary_contact,
      address: `${random.int(1, 240)} Industrial Park Road`,
      city,
      state,
      country,
      zip,
      skills: skills.length ? [skills[i % skills.length], skills[(i + 1) % skills.length]] : [],
      site_ids: sites.length ? [sites[i % sites.length].id] : [],
      status: i === COMPANIES.length - 1 ? 'Inactive' : 'Active',
      user_ids: own ? [own.id] : [],
      created_at: iso(created),
      updated_at: iso(created),
    };
    contractors.push(c);
    const count = 8 + (i % 2);
    for (let w = 0; w < count; w++) {
      // mostly approved; every status present in every company
      const status: ReviewStatus = w < REVIEW_STATUSES.length ? REVIEW_STATUSES[w] : random.chance(0.75) ? 'approved' : 'pending_review';
      const at = new Date(created.getTime() + random.int(1, 50) * DAY);
      workers.push({
        id: tenant.nextId++,
        contractor_id: c.id,
        name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
        photo: null,
        age: random.int(19, 62),
        phone: `+44 7700 9${String(random.int(10000, 99999))}`,
        id_number: `W-${1000 + workers.length}`,
        gender: random.chance(0.7) ? 'Male' : 'Female',
        ...trail(status, submitter, at),
      });
    }
    DOC_TITLES.slice(0, 3).forEach((title, k) => {
      // the first company: one document ends within three weeks; the second: one has expired
      const validUntil =
        i === 0 && k === 0 ? day(new Date(now.getTime() + 20 * DAY)) : i === 1 && k === 0 ? day(new Date(now.getTime() - 10 * DAY)) : addOneMonth(addOneMonth(addOneMonth(day(new Date(now.getTime() + random.int(40, 300) * DAY)))));
      const status: ReviewStatus = i === 1 && k === 0 ? 'approved' : k === 2 && i % 3 === 0 ? 'pending_review' : i === 4 && k === 1 ? 'rejected' : 'approved';
      documents.push({ id: tenant.nextId++, contractor_id: c.id, title, valid_until: validUntil, files: [pdf(title)], ...trail(status, submitter, new Date(created.getTime() + DAY)) });
    });
  });
  for (let u = 0; u < 6; u++) {
    const at = new Date(now.getTime() - random.int(2, 30) * DAY);
    workers.push({
      id: tenant.nextId++,
      contractor_id: null,
      name: `${random.pick(FIRST)} ${random.pick(LAST)}`,
      photo: null,
      age: random.int(20, 55),
      phone: `+44 7700 8${String(random.int(10000, 99999))}`,
      id_number: `U-${200 + u}`,
      gender: random.chance(0.6) ? 'Male' : 'Female',
      ...trail('pending_review', staff, at),
    });
  }
  void today;
  tenant.collections[CONTRACTORS] = contractors;
  tenant.collections[WORKERS] = workers;
  tenant.collections[DOCUMENTS] = documents;
}
