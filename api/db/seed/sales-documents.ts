import type { Transaction } from 'kysely';
import PDFDocument from 'pdfkit';
import type { FileStorage } from '../../files/storage.ts';
import { sanitizeAnnouncementHtml } from '../../content/sanitize.ts';
import { isRefusal, storeBytes } from '../../files/index.ts';
import type { DB, SalesDocumentType } from '../types.ts';
import { REFERENCE_DATE } from './random.ts';

const CURRENT = { validFrom: '2026-10-01T00:00:00.000Z', validTo: '2029-12-31T23:59:59.000Z' };
const EXPIRED = { validFrom: '2026-01-01T00:00:00.000Z', validTo: '2026-06-30T23:59:59.000Z' };

interface DocumentSeed {
  type: SalesDocumentType;
  title: string;
  subtitle: string;
  body: string;
  pages: string[];
  window?: typeof CURRENT;
}
interface GroupSeed {
  name: string;
  title: string;
  subtitle: string;
  documents: DocumentSeed[];
}

/** The Indonesian market's documents, in groups; one is expired and one has no group. */
const groups: GroupSeed[] = [
  {
    name: 'price-lists',
    title: 'Daftar harga',
    subtitle: 'Harga dealer dan harga eceran yang disarankan',
    documents: [
      {
        type: 'sales',
        title: 'Daftar harga sepeda 2027',
        subtitle: 'Berlaku mulai 1 Januari 2027',
        body: '<p>Harga dealer dan harga eceran yang disarankan untuk semua sepeda model 2027, termasuk PPN 11%.</p>',
        pages: ['Daftar harga sepeda 2027', 'Trail 29 — Rp 18.500.000', 'XC Race — Rp 24.900.000', 'City 7 — Rp 6.750.000'],
      },
      {
        type: 'sales',
        title: 'Daftar harga suku cadang Q1 2027',
        subtitle: 'Helm, lampu, ban dan aksesori',
        body: '<p>Harga suku cadang dan aksesori untuk kuartal pertama 2027.</p>',
        pages: ['Daftar harga suku cadang Q1 2027'],
      },
      {
        type: 'sales',
        title: 'Daftar harga 2026',
        subtitle: 'Tidak berlaku lagi',
        body: '<p>Daftar harga tahun lalu.</p>',
        pages: ['Daftar harga 2026'],
        window: EXPIRED,
      },
    ],
  },
  {
    name: 'brochures',
    title: 'Brosur dan katalog',
    subtitle: 'Untuk dibagikan kepada pelanggan di toko',
    documents: [
      {
        type: 'sales',
        title: 'Katalog sepeda 2027',
        subtitle: '48 halaman, siap cetak',
        body: '<p>Katalog lengkap koleksi 2027 dengan spesifikasi dan foto setiap model.</p>',
        pages: ['Katalog sepeda 2027', 'Sepeda gunung', 'Sepeda kota', 'Sepeda listrik'],
      },
    ],
  },
  {
    name: 'service-manuals',
    title: 'Panduan servis',
    subtitle: 'Untuk mekanik bengkel dealer',
    documents: [
      {
        type: 'technical',
        title: 'Panduan servis suspensi Trail 29',
        subtitle: 'Interval servis dan torsi baut',
        body: '<p>Langkah demi langkah servis 50 jam dan 200 jam untuk garpu dan shock Trail 29.</p><ul><li>Torsi baut crown: 6 Nm</li><li>Oli garpu: 5W, 120 ml per sisi</li></ul>',
        pages: ['Panduan servis suspensi Trail 29', 'Servis 50 jam', 'Servis 200 jam'],
      },
      {
        type: 'technical',
        title: 'Diagnosa sistem e-bike',
        subtitle: 'Kode kesalahan motor dan baterai',
        body: '<p>Daftar kode kesalahan motor, baterai dan display beserta langkah perbaikannya.</p>',
        pages: ['Diagnosa sistem e-bike', 'Kode kesalahan'],
      },
    ],
  },
];

const ungrouped: DocumentSeed[] = [
  {
    type: 'technical',
    title: 'Tabel ukuran rangka',
    subtitle: 'Tinggi badan dan ukuran rangka yang disarankan',
    body: '<p>Gunakan tabel ini untuk membantu pelanggan memilih ukuran rangka yang tepat.</p>',
    pages: ['Tabel ukuran rangka'],
  },
];

/** A small real PDF with one heading per page, as a document file of the demo. */
export function pdfOf(pages: string[]): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: pages[0], Author: 'PT Sepeda Nusantara' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    pages.forEach((text, i) => {
      if (i > 0) doc.addPage();
      doc.fontSize(i === 0 ? 24 : 16).text(text);
      doc.moveDown().fontSize(10).fillColor('#555').text('PT Sepeda Nusantara — dokumen dealer').fillColor('#000');
    });
    doc.end();
  });
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Writes the demo groups and documents for the Indonesian sales-document market, each with its PDF when storage is given. */
export async function seedSalesDocuments(tx: Transaction<DB>, storage: FileStorage | undefined, sorg: string): Promise<void> {
  const market = await tx
    .selectFrom('contentTargetMarkets')
    .select('id')
    .where('type', '=', 'sales_document')
    .where('sorg', '=', sorg)
    .executeTakeFirst();
  if (!market) return;
  const at = REFERENCE_DATE;
  // Sales documents show a preview on their cards; technical ones, long lists of manuals, title and subtitle only.
  const layouts = await tx.selectFrom('marketingMaterialLayouts').select('id').where('type', '=', 'sales_document').orderBy('id').execute();
  const addDocument = async (d: DocumentSeed, groupId: number | null) => {
    const { id } = await tx
      .insertInto('salesDocuments')
      .values({
        type: d.type,
        title: d.title,
        subtitle: d.subtitle,
        body: sanitizeAnnouncementHtml(d.body),
        groupId,
        layoutId: layouts[d.type === 'technical' ? 1 : 0]?.id ?? null,
        ...(d.window ?? CURRENT),
        createdAt: at,
        updatedAt: at,
        deletedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.insertInto('salesDocumentTargetMarkets').values({ documentId: id, marketId: market.id }).execute();
    if (storage) {
      const stored = await storeBytes(tx, storage, await pdfOf(d.pages), `${slug(d.title)}.pdf`, { kinds: ['document'] }, null, {
        ownerType: 'sales_document',
        ownerId: id,
      });
      if (isRefusal(stored)) throw new Error(`Seed document ${d.title}: ${stored.reason}`);
    }
  };
  for (const g of groups) {
    const { id } = await tx
      .insertInto('salesDocumentGroups')
      .values({ name: g.name, title: g.title, subtitle: g.subtitle, createdAt: at, updatedAt: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx.insertInto('salesDocumentGroupTargetMarkets').values({ groupId: id, marketId: market.id }).execute();
    for (const d of g.documents) await addDocument(d, id);
  }
  for (const d of ungrouped) await addDocument(d, null);
}
