import type { Transaction } from 'kysely';
import sharp from 'sharp';
import type { FileStorage } from '../../files/storage.ts';
import { isRefusal, storeBytes } from '../../files/index.ts';
import type { DB, MarketingSection } from '../types.ts';
import { type BannerArt, bannerSvg } from './banner-art.ts';
import { REFERENCE_DATE } from './random.ts';

interface ItemSeed {
  title: string;
  body: string;
  art: BannerArt;
}
interface CategorySeed {
  section: MarketingSection;
  title: string;
  route: string;
  layout: number;
  itemPerLine: number;
  sorting: number;
  items: ItemSeed[];
  children?: CategorySeed[];
}

// Layout ids as migration 0011 inserts them.
const GALLERY = 1,
  BRAND = 2,
  LINEUP = 3;

/** Marketing material as each market's marketing team would file it; Indonesian items in the dealers' language. */
const seeds: Record<'1000' | '3000', CategorySeed[]> = {
  1000: [
    {
      section: 'brand-assets',
      title: 'Kampanye musim hujan 2027',
      route: 'kampanye-musim-hujan-2027',
      layout: BRAND,
      itemPerLine: 3,
      sorting: 1,
      items: [
        {
          title: 'Poster toko: siap musim hujan',
          body: '<p>Poster A2 untuk etalase toko. Cetak pada kertas art paper 260 g.</p>',
          art: {
            theme: 'city',
            palette: 'ocean',
            kicker: 'Musim hujan',
            headline: ['Siap menembus', 'musim hujan'],
            text: 'Spakbor dan lampu untuk setiap sepeda',
            cta: 'Tanya di toko',
          },
        },
        {
          title: 'Banner media sosial: perlengkapan hujan',
          body: '<p>Ukuran 1080 px untuk Instagram dan Facebook.</p>',
          art: {
            theme: 'parts',
            palette: 'forest',
            kicker: 'Perlengkapan',
            headline: ['Jas hujan', 'dan spakbor'],
            text: 'Lengkapi sepeda pelanggan Anda',
            cta: 'Lihat koleksi',
          },
        },
      ],
    },
    {
      section: 'brand-assets',
      title: 'Toko dan pameran',
      route: 'toko-dan-pameran',
      layout: GALLERY,
      itemPerLine: 2,
      sorting: 2,
      items: [
        {
          title: 'Spanduk pameran 2027',
          body: '<p>Spanduk 3 x 1 m untuk pameran dan acara komunitas.</p>',
          art: {
            theme: 'road',
            palette: 'sunset',
            kicker: 'Pameran 2027',
            headline: ['Lebih ringan,', 'lebih cepat'],
            text: 'Koleksi road 2027',
            cta: 'Kunjungi booth kami',
          },
        },
      ],
    },
    {
      section: 'product-lineup',
      title: 'Sepeda gunung 2027',
      route: 'sepeda-gunung-2027',
      layout: LINEUP,
      itemPerLine: 3,
      sorting: 1,
      items: [
        {
          title: 'Trail 29 — foto produk',
          body: '<p>Rangka aluminium, suspensi 140 mm, groupset 1x12.</p>',
          art: {
            theme: 'mountain',
            palette: 'forest',
            kicker: 'Trail 29',
            headline: ['Trail 29', 'model 2027'],
            text: 'Suspensi 140 mm, 1x12',
            cta: 'Pesan sekarang',
          },
        },
        {
          title: 'XC Race — foto produk',
          body: '<p>300 gram lebih ringan dari generasi sebelumnya.</p>',
          art: {
            theme: 'mountain',
            palette: 'sunset',
            kicker: 'XC Race',
            headline: ['XC Race', 'model 2027'],
            text: '300 gram lebih ringan',
            cta: 'Pesan sekarang',
          },
        },
      ],
      children: [
        {
          section: 'product-lineup',
          title: 'E-MTB',
          route: 'e-mtb-2027',
          layout: LINEUP,
          itemPerLine: 2,
          sorting: 1,
          items: [
            {
              title: 'E-Trail 29 — foto produk',
              body: '<p>Motor tengah 85 Nm, baterai 625 Wh.</p>',
              art: {
                theme: 'ebike',
                palette: 'ocean',
                kicker: 'E-Trail 29',
                headline: ['E-Trail 29', 'model 2027'],
                text: 'Motor 85 Nm, baterai 625 Wh',
                cta: 'Pesan sekarang',
              },
            },
          ],
        },
      ],
    },
  ],
  3000: [
    {
      section: 'brand-assets',
      title: 'Spring 2027 campaign',
      route: 'spring-2027-campaign',
      layout: BRAND,
      itemPerLine: 3,
      sorting: 1,
      items: [
        {
          title: 'Store window poster',
          body: '<p>24 x 36 in poster for the store window.</p>',
          art: {
            theme: 'road',
            palette: 'ocean',
            kicker: 'Spring 2027',
            headline: ['Ride into', 'spring'],
            text: 'The new road range is here',
            cta: 'Visit your dealer',
          },
        },
      ],
    },
    {
      section: 'product-lineup',
      title: 'Road 2027',
      route: 'road-2027',
      layout: LINEUP,
      itemPerLine: 3,
      sorting: 1,
      items: [
        {
          title: 'Endurance Carbon — product photo',
          body: '<p>Carbon frame, 32 mm tyres, disc brakes.</p>',
          art: {
            theme: 'road',
            palette: 'sunset',
            kicker: 'Endurance Carbon',
            headline: ['Endurance', 'Carbon 2027'],
            text: 'Lighter, faster, stiffer',
            cta: 'Order now',
          },
        },
      ],
    },
  ],
};

/**
 * The demo's marketing material: categories for the Indonesian and US markets, and (with a file storage, except in
 * the small test seed) their pictures, drawn and put through the same renditions as an upload.
 */
export async function seedMarketingMaterial(tx: Transaction<DB>, storage: FileStorage | undefined, withPictures: boolean) {
  for (const [sorg, categories] of Object.entries(seeds)) {
    const market = await tx
      .selectFrom('contentTargetMarkets')
      .select('id')
      .where('sorg', '=', sorg)
      .where('type', '=', 'marketing_material')
      .executeTakeFirst();
    if (!market) continue;
    const add = async (c: CategorySeed, parentId: number | null) => {
      const { id } = await tx
        .insertInto('marketingMaterialCategories')
        .values({
          type: c.section,
          title: c.title,
          parentId,
          route: c.route,
          sorting: c.sorting,
          showChilds: 1,
          itemPerLine: c.itemPerLine,
          layoutId: c.layout,
          fileId: null,
          createdAt: REFERENCE_DATE,
          updatedAt: REFERENCE_DATE,
          deletedAt: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.insertInto('marketingMaterialCategoryMarkets').values({ categoryId: id, marketId: market.id }).execute();
      for (const item of c.items) {
        const material = await tx
          .insertInto('marketingMaterials')
          .values({
            type: 'image',
            title: item.title,
            body: item.body,
            categoryId: id,
            itemPerLine: null,
            layoutId: null,
            placeholderFileId: null,
            createdAt: REFERENCE_DATE,
            updatedAt: REFERENCE_DATE,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await tx.insertInto('marketingMaterialMarkets').values({ materialId: material.id, marketId: market.id }).execute();
        if (storage && withPictures) {
          const png = await sharp(Buffer.from(bannerSvg(item.art, `mm-${material.id}`)), { density: 144 })
            .jpeg({ quality: 90 })
            .toBuffer();
          const name = `${item.title
            .replace(/[^A-Za-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')
            .toLowerCase()}.jpg`;
          const stored = await storeBytes(tx, storage, png, name, { kinds: ['image'] }, null, {
            ownerType: 'marketing_material',
            ownerId: material.id,
          });
          if (isRefusal(stored)) throw new Error(`Seed picture ${name} refused: ${stored.reason}`);
        }
      }
      for (const child of c.children ?? []) await add(child, id);
    };
    for (const c of categories) await add(c, null);
  }
}
