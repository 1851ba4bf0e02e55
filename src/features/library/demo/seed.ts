import { OOXML_TYPES } from '@/lib/files/validate-upload';
import type { SeedContext } from '@/mocks/db/seed';
import type { DemoSite, DemoUser } from '@/mocks/db/types';
import { SEED_PLAN_PNG } from '@/mocks/db/seed/site-plans';
import { C, type DemoLibraryFile, type DemoLibraryFolder } from './types';
import { DAY_MS as DAY } from '@/lib/dates';

/**
 * A library per organisation: organisation-wide folders (procedures, safety data sheets, toolbox talks, permit
 * guidance, policies) with sub-folders, and under every live site a site-based folder with its own procedures,
 * emergency plans, toolbox talk records and inspection records — a few hundred files of the library's types, by several authors and
 * uploaders, with revisions and review dates spread so that some reviews are overdue and some due within 30 days.
 */

const PDF = 'application/pdf';
const TYPE_OF = { pdf: PDF, docx: OOXML_TYPES.docx, xlsx: OOXML_TYPES.xlsx, pptx: OOXML_TYPES.pptx, mp4: 'video/mp4', png: 'image/png' } as const;
type Ext = keyof typeof TYPE_OF;

const CHEMICALS = ['Acetone', 'Ammonia solution', 'Argon', 'Calcium hypochlorite', 'Chlorine', 'Diesel fuel', 'Ethanol', 'Ethylene glycol', 'Hydraulic oil', 'Hydrochloric acid', 'Hydrogen peroxide', 'Isopropanol', 'Kerosene', 'LPG (propane)', 'Methanol', 'Nitrogen', 'Oxygen', 'Paint thinner', 'Sodium hydroxide', 'Sulphuric acid', 'Toluene', 'Welding flux', 'White spirit', 'Xylene'];
const TALKS = ['Slips, trips and falls', 'Manual handling', 'Ladder safety', 'Working at height', 'Hot work fire watch', 'Confined space awareness', 'Lockout / tagout', 'Forklift pedestrian safety', 'Heat stress', 'Cold weather working', 'Hearing protection', 'Eye protection', 'Hand tool safety', 'Power tool safety', 'Housekeeping', 'Electrical safety basics', 'Scaffold inspection', 'Excavation hazards', 'Chemical spills', 'Fire extinguisher use', 'First aid basics', 'Near-miss reporting', 'Fatigue management', 'Mobile phone use on site', 'Dust and silica', 'Asbestos awareness', 'Lifting operations', 'Driving for work', 'Stop-work authority', 'Mental health at work'];
const PROCEDURES: Record<string, string[]> = {
  'Permit to work': ['Permit to work procedure', 'Isolation certificate', 'Permit handover checklist', 'Permit audit checklist', 'Simultaneous operations matrix'],
  'Lockout / tagout': ['LOTO procedure', 'Isolation point register', 'Group lockout box procedure', 'LOTO training slides'],
  'Emergency response': ['Emergency response plan', 'Fire evacuation procedure', 'Chemical spill response', 'Medical emergency flowchart', 'Evacuation drill video'],
  'Incident investigation': ['Incident reporting procedure', 'Root cause analysis guide', '5 Whys worksheet', 'Investigation interview form'],
};
const GUIDANCE = ['Hot work permit guidance', 'Confined space entry guidance', 'Work at height permit guidance', 'Electrical work permit guidance', 'Excavation permit guidance', 'Gas testing guidance', 'Permit issuer competence matrix', 'Permit display and hand-back', 'Remote permit issue rules'];
const POLICIES = ['Health and safety policy', 'Drug and alcohol policy', 'Contractor safety policy', 'PPE policy', 'Environmental policy', 'Stop-work authority policy'];
const SITE_FOLDERS: Record<string, string[]> = {
  'Site procedures': ['Site induction', 'Traffic management plan', 'Visitor rules', 'Waste segregation', 'Site PPE matrix', 'Housekeeping standard', 'Working hours and shifts', 'Lifting plan template'],
  'Emergency plans': ['Site emergency plan', 'Muster point map', 'Emergency contacts', 'Fire drill record', 'First aider roster', 'Spill kit locations'],
  'Toolbox talk records': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map((m) => `Toolbox talk attendance ${m} record`),
  'Inspection records': ['Monthly fire extinguisher check', 'Ladder register', 'Scaffold tag register', 'Forklift pre-use checks', 'Eyewash station log', 'First aid box checks', 'Lifting gear register', 'Electrical test log'],
};

/** the extension a document of this name most plausibly has */
function extFor(name: string, pick: <T>(items: readonly T[]) => T): Ext {
  if (name.startsWith('SDS')) return 'pdf';
  if (/video/i.test(name)) return 'mp4';
  if (/slides|talk|training/i.test(name)) return pick(['pptx', 'pptx', 'pdf'] as const);
  if (/register|log|matrix|roster|checks?$|record/i.test(name)) return pick(['xlsx', 'xlsx', 'pdf'] as const);
  if (/map/i.test(name)) return 'png';
  if (/form|worksheet|template|checklist|certificate/i.test(name)) return pick(['docx', 'pdf'] as const);
  return pick(['pdf', 'pdf', 'docx'] as const);
}

const slug = (name: string) => name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function seedLibrary({ tenant, random, now }: SeedContext): void {
  const folders = (tenant.collections[C.folders] = [] as DemoLibraryFolder[]);
  const files = (tenant.collections[C.files] = [] as DemoLibraryFile[]);
  tenant.collections[C.contents] = [];
  tenant.collections[C.favorites] = [];
  tenant.collections[C.reminders] = [];
  if (!tenant.organization) return;
  const people = ((tenant.collections.users ?? []) as DemoUser[]).filter((u) => u.status === 'Active' && !u.is_contractor);
  const uploaders = people.slice(0, Math.max(1, Math.min(6, people.length)));
  const authors = [...people.slice(0, 10).map((u) => u.full_name), 'HSE Department', 'Corporate Safety'];
  const iso = (offsetDays: number) => new Date(now.getTime() + offsetDays * DAY).toISOString();

  const folder = (name: string, parent: DemoLibraryFolder | null, siteId: number | null = parent?.site_id ?? null): DemoLibraryFolder => {
    const at = iso(-random.int(200, 365));
    const row: DemoLibraryFolder = { id: tenant.nextId++, name, parent_id: parent?.id ?? null, site_id: siteId, created_by_id: uploaders[0]?.id ?? null, created_at: at, updated_at: at };
    folders.push(row);
    return row;
  };
  const file = (name: string, into: DemoLibraryFolder) => {
    const ext = extFor(name, random.pick);
    const created = -random.int(30, 360);
    const modified = Math.min(-1, created + random.int(0, 120));
    // reviews a year after the last change, some moved earlier: about one in eight overdue, one in eight due within 30 days
    const roll = random.next();
    const review = roll < 0.12 ? -random.int(1, 60) : roll < 0.25 ? random.int(0, 30) : random.int(31, 365);
    const uploader = random.pick(uploaders);
    files.push({
      id: tenant.nextId++,
      name,
      folder_id: into.id,
      author: random.pick(authors),
      uploaded_by_id: uploader?.id ?? null,
      updated_by_id: uploader?.id ?? null,
      version: random.int(1, 5),
      review_date: random.chance(0.9) ? iso(review).slice(0, 10) : null,
      description: '',
      file: { name: `${slug(name)}.${ext}`, type: TYPE_OF[ext], size: ext === 'mp4' ? random.int(3_000_000, 9_800_000) : random.int(40_000, 2_400_000) },
      created_at: iso(created),
      updated_at: iso(modified),
    });
  };

  const procedures = folder('Procedures', null);
  for (const [name, docs] of Object.entries(PROCEDURES)) {
    const sub = folder(name, procedures);
    docs.forEach((d) => file(d, sub));
  }
  const sds = folder('Safety data sheets (SDS)', null);
  const aToM = folder('Chemicals A–M', sds);
  const nToZ = folder('Chemicals N–Z', sds);
  for (const c of CHEMICALS) file(`SDS – ${c}`, c.localeCompare('N') < 0 ? aToM : nToZ);
  const talks = folder('Toolbox talks', null);
  const year = now.getFullYear();
  const thisYear = folder(String(year), talks);
  const lastYear = folder(String(year - 1), talks);
  TALKS.forEach((talk, i) => file(`Toolbox talk – ${talk}`, i % 2 ? lastYear : thisYear));
  const guidance = folder('Permits guidance', null);
  GUIDANCE.forEach((g) => file(g, guidance));
  const policies = folder('Policies', null);
  POLICIES.forEach((p) => file(p, policies));
  folder('Archive', null);

  for (const site of ((tenant.collections.sites ?? []) as DemoSite[]).filter((s) => s.status !== 'deleted')) {
    const root = folder(site.name, null, site.id);
    for (const [name, docs] of Object.entries(SITE_FOLDERS)) {
      const sub = folder(name, root);
      docs.forEach((d) => file(`${d} – ${site.name}`, sub));
    }
  }
}

/** A minimal PDF whose one page names the document (PDF 1.4: catalog, page tree, page, content stream, font). */
function pdfNaming(title: string): string {
  const safe = title.replace(/[^\x20-\x7e]/g, '-').replace(/[\\()]/g, '');
  const stream = `BT /F1 18 Tf 60 760 Td (${safe}) Tj 0 -28 Td /F1 11 Tf (Demo library document) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

/**
 * The bytes of a seeded file (seeded rows carry none, to keep the demo data small): a one-page PDF naming the
 * document, the seeded plan image for pictures, and a short text placeholder for Office and video files.
 */
export function seededContent(file: Pick<DemoLibraryFile, 'name' | 'file'>): string {
  if (file.file.type === PDF) return `data:application/pdf;base64,${btoa(pdfNaming(file.name))}`;
  if (file.file.type.startsWith('image/')) return SEED_PLAN_PNG;
  return `data:text/plain;base64,${btoa(`Demo placeholder for ${file.name.replace(/[^\x20-\x7e]/g, '-')}`)}`;
}
