import type { Transaction } from 'kysely';
import sharp from 'sharp';
import type { FileStorage } from '../../files/storage.ts';
import { sanitizeAnnouncementHtml } from '../../content/sanitize.ts';
import { isRefusal, storeBytes } from '../../files/index.ts';
import type { DB } from '../types.ts';
import { type BannerArt, bannerSvg } from './banner-art.ts';
import { pdfOf } from './sales-documents.ts';
import { type MarketKey, markets } from './markets.ts';
import { REFERENCE_DATE } from './random.ts';

// Windows as in content.ts: current items run for years, an expired and a scheduled one prove the window filter.
const CURRENT = { validFrom: '2026-10-01T00:00:00.000Z', validTo: '2029-12-31T23:59:59.000Z' };
const EXPIRED = { validFrom: '2026-06-01T00:00:00.000Z', validTo: '2026-07-31T23:59:59.000Z' };
const SCHEDULED = { validFrom: '2030-01-01T00:00:00.000Z', validTo: '2030-06-30T23:59:59.000Z' };

interface NewsSeed {
  markets: MarketKey[];
  title: string;
  body: string;
  window: typeof CURRENT;
  createdAt: string;
  /** Its picture, drawn like the banners; without one its card shows no picture. */
  art?: BannerArt;
  /** The headings of a PDF attached to it. */
  attachment?: { name: string; pages: string[] };
  /** Which of the news layouts (0 the first) its card uses. */
  layout?: number;
}

/** News as the marketing team of each market writes it; Indonesian items in the dealers' language. */
const newsSeeds: NewsSeed[] = [
  {
    markets: ['id'],
    window: CURRENT,
    createdAt: '2026-11-02T02:00:00.000Z',
    art: {
      theme: 'mountain',
      palette: 'forest',
      kicker: 'Musim 2027',
      headline: ['Sepeda gunung', 'baru telah tiba'],
      text: 'Dua belas model baru, siap dipesan',
      cta: 'Pesan sekarang',
    },
    attachment: { name: 'katalog-sepeda-gunung-2027.pdf', pages: ['Katalog sepeda gunung 2027', 'Trail 29', 'XC Race'] },
    title: 'Koleksi sepeda gunung 2027 telah tiba',
    body: `<p>Dua belas model sepeda gunung baru untuk musim 2027 kini tersedia untuk dipesan di portal. Rangka aluminium
<strong>Trail 29</strong> hadir dengan suspensi 140 mm dan groupset 1x12, sedangkan seri <strong>XC Race</strong> lebih ringan 300 gram
dari generasi sebelumnya.</p><ul><li>Pengiriman pertama dari gudang Cikarang: minggu ke-2 Desember</li>
<li>Unit demo untuk toko dapat dipesan melalui sales Anda</li><li>Materi foto tersedia di Marketing Material</li></ul>`,
  },
  {
    markets: ['id'],
    window: CURRENT,
    createdAt: '2026-10-20T03:00:00.000Z',
    art: {
      theme: 'ebike',
      palette: 'ocean',
      kicker: 'Pelatihan dealer',
      headline: ['Servis e-bike', 'untuk mekanik'],
      text: 'Jakarta, Surabaya dan Medan',
      cta: 'Daftar',
    },
    attachment: { name: 'jadwal-pelatihan-e-bike.pdf', pages: ['Jadwal pelatihan servis e-bike', 'Jakarta', 'Surabaya', 'Medan'] },
    title: 'Pelatihan servis e-bike untuk mekanik dealer',
    body: `<p>Kami mengadakan pelatihan servis sepeda listrik selama dua hari di Jakarta, Surabaya dan Medan. Materi meliputi
diagnosa motor, perawatan baterai dan pembaruan firmware. Tempat terbatas: 12 mekanik per kota.</p>
<p>Daftar melalui <a href="https://www.sepedanusantara.co.id/dealer/training">halaman pelatihan</a> sebelum 15 Desember.</p>`,
  },
  {
    markets: ['id'],
    window: CURRENT,
    createdAt: '2026-10-05T01:00:00.000Z',
    layout: 1,
    attachment: { name: 'daftar-harga-suku-cadang-2027.pdf', pages: ['Daftar harga suku cadang 2027'] },
    title: 'Harga baru suku cadang mulai 1 Januari',
    body: '<p>Mulai 1 Januari 2027 harga sebagian suku cadang dan aksesori berubah. Daftar harga lengkap dapat diunduh dari menu Download Area. Pesanan yang masuk sebelum 31 Desember tetap memakai harga lama.</p>',
  },
  {
    markets: ['id'],
    window: EXPIRED,
    createdAt: '2026-06-01T01:00:00.000Z',
    title: 'Promo Lebaran untuk sepeda kota',
    body: '<p>Promo Lebaran telah berakhir pada 31 Juli.</p>',
  },
  {
    markets: ['id'],
    window: SCHEDULED,
    createdAt: '2026-11-10T01:00:00.000Z',
    title: 'Stock opname Januari 2030',
    body: '<p>Gudang menghitung stok pada 6 sampai 8 Januari.</p>',
  },
  {
    markets: ['us', 'ca'],
    window: CURRENT,
    createdAt: '2026-11-05T15:00:00.000Z',
    art: {
      theme: 'road',
      palette: 'sunset',
      kicker: 'Gravel 2027',
      headline: ['Three new', 'gravel frames'],
      text: 'Pre-season orders ship freight-free',
      cta: 'See the range',
    },
    attachment: { name: 'gravel-lineup-2027.pdf', pages: ['Gravel lineup 2027', 'Frame geometry', 'Dealer prices'] },
    title: 'Gravel lineup 2027: three new frames',
    body: `<p>The 2027 gravel range adds three frames, from an aluminium 1x11 all-rounder to a carbon race frame with electronic
shifting. Dealer demo bikes ship in January; <strong>pre-season orders placed by January 15 ship freight-free</strong>.</p>`,
  },
  {
    markets: ['us'],
    window: CURRENT,
    createdAt: '2026-10-12T15:00:00.000Z',
    title: 'Reno warehouse extends its hours',
    body: '<p>From November, orders placed by 3 pm Pacific ship the same working day from our Reno warehouse.</p>',
  },
  {
    markets: ['eu'],
    window: CURRENT,
    createdAt: '2026-10-15T08:00:00.000Z',
    title: 'Venlo warehouse: next-day delivery in the Benelux',
    body: '<p>All EU orders now ship from Venlo (NL). Orders placed by 14:00 CET reach the Netherlands, Belgium and Germany the next working day.</p>',
  },
  {
    markets: ['my', 'sg'],
    window: CURRENT,
    createdAt: '2026-10-22T04:00:00.000Z',
    title: 'New kids bikes in 16, 20 and 24 inch',
    body: '<p>Our kids range is back in stock for the school holidays, with lighter frames and easy-reach brakes.</p>',
  },
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Writes the demo news and their target markets (the news market of each market named), each with its layout and,
 * with a file storage (not in the small test seed), its picture and attachment put through the upload's renditions.
 */
export async function seedNews(tx: Transaction<DB>, storage: FileStorage | undefined, withFiles: boolean): Promise<void> {
  const layouts = await tx.selectFrom('marketingMaterialLayouts').select('id').where('type', '=', 'news').orderBy('id').execute();
  const newsMarkets = await tx.selectFrom('contentTargetMarkets').select(['id', 'sorg']).where('type', '=', 'news').execute();
  const marketId = (key: MarketKey) => newsMarkets.find((m) => m.sorg === markets.find((x) => x.key === key)!.sorg)?.id;
  for (const n of newsSeeds) {
    const { id } = await tx
      .insertInto('news')
      .values({
        // A current item is published the day it was written; the others keep their fixed windows.
        title: n.title,
        body: sanitizeAnnouncementHtml(n.body),
        ...n.window,
        ...(n.window === CURRENT ? { validFrom: n.createdAt } : {}),
        layoutId: layouts[n.layout ?? 0]?.id ?? null,
        fileId: null,
        createdAt: n.createdAt,
        updatedAt: REFERENCE_DATE,
        deletedAt: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (storage && withFiles) {
      const owner = { ownerType: 'news', ownerId: id };
      if (n.art) {
        const jpeg = await sharp(Buffer.from(bannerSvg(n.art, `news-${id}`)), { density: 144 })
          .jpeg({ quality: 90 })
          .toBuffer();
        const picture = await storeBytes(tx, storage, jpeg, `${slug(n.title)}.jpg`, { kinds: ['image'] }, null, owner);
        if (isRefusal(picture)) throw new Error(`Seed news picture ${n.title}: ${picture.reason}`);
        await tx.updateTable('news').set({ fileId: picture.id }).where('id', '=', id).execute();
      }
      if (n.attachment) {
        const pdf = await storeBytes(tx, storage, await pdfOf(n.attachment.pages), n.attachment.name, { kinds: ['document'] }, null, owner);
        if (isRefusal(pdf)) throw new Error(`Seed news attachment ${n.attachment.name}: ${pdf.reason}`);
      }
    }
    const ids = n.markets.map(marketId).filter((m): m is number => m !== undefined);
    if (ids.length)
      await tx
        .insertInto('newsTargetMarkets')
        .values(ids.map((m) => ({ newsId: id, marketId: m })))
        .execute();
  }
}
