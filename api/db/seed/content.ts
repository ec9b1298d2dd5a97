import type { ContentMarketType } from '../types.ts';
import type { BannerArt } from './banner-art.ts';
import { bankList, type MarketKey, markets } from './markets.ts';

// Fixed windows around the reference date: current items run for years, so the demo keeps showing them; an expired
// and a scheduled item per kind prove that only the current window is shown.
const CURRENT = { from: '2026-10-01T00:00:00.000Z', to: '2029-12-31T23:59:59.000Z' };
const EXPIRED = { from: '2026-08-01T00:00:00.000Z', to: '2026-08-03T23:59:59.000Z' };
const SCHEDULED = { from: '2030-01-01T00:00:00.000Z', to: '2030-03-31T23:59:59.000Z' };

export interface AnnouncementSeed {
  sorg: string | null;
  title: string;
  url: string | null;
  /** Raw HTML as an admin would type it; the seed sanitises it like any stored announcement. */
  content: string;
  from: string;
  to: string;
}

const sorgOf = (key: MarketKey) => markets.find((m) => m.key === key)!.sorg;

const cutOffNotice = `<p>From 1 November orders placed in the portal before <strong>14:00 WIB</strong> on a working day are
picked the same day. Orders placed later, or on a Saturday, Sunday or public holiday, are picked on the next working day.
Delivery times from our Cikarang warehouse are now:</p>
<ul>
<li>Jabodetabek: 1–2 working days</li>
<li>Java and Bali: 2–4 working days</li>
<li>Sumatra: 4–6 working days</li>
<li>Kalimantan and Sulawesi: 5–8 working days</li>
<li>Nusa Tenggara, Maluku and Papua: 7–14 working days</li>
</ul>
<p>Bikes ordered as pre-order keep the confirmed arrival week shown in your order list. Questions about a delivery?
Write to <a href="mailto:dealer.support@sepedanusantara.co.id">dealer.support@sepedanusantara.co.id</a> with your order
number, or read the full <a href="https://www.sepedanusantara.co.id/dealer/delivery-terms">delivery terms</a>.</p>
<script>alert('never stored')</script>`;

export function announcementSeeds(): AnnouncementSeed[] {
  return [
    {
      sorg: null,
      ...CURRENT,
      title: 'Tell us what you think',
      url: null,
      content:
        '<p>Missing a feature or found something that does not work? Open <em>Consumer voice</em> in your user menu and write to the portal team. We read every message.</p>',
    },
    { sorg: sorgOf('id'), ...CURRENT, title: 'New order cut-off and delivery times', url: '/order', content: cutOffNotice },
    {
      sorg: sorgOf('id'),
      ...CURRENT,
      title: 'Pay invoices online by virtual account',
      url: '/payment',
      content: `<p>Open invoices can now be paid in the portal by <strong>${bankList(markets.find((m) => m.key === 'id')!)} virtual account</strong>. Payments are matched to your invoices within 15 minutes.</p>`,
    },
    {
      sorg: sorgOf('id'),
      ...EXPIRED,
      title: 'Portal maintenance on 2 August',
      url: null,
      content: '<p>The portal is unavailable on Sunday 2 August from 22:00 to 24:00 WIB for maintenance.</p>',
    },
    {
      sorg: sorgOf('id'),
      ...SCHEDULED,
      title: 'Stock count in January',
      url: null,
      content: '<p>Our warehouse counts its stock from 6 to 8 January. Orders in those days ship from 9 January.</p>',
    },
    {
      sorg: sorgOf('us'),
      ...CURRENT,
      title: '2027 pre-season orders are open',
      url: '/catalog/bike',
      content:
        '<p>Pre-season orders for 2027 mountain and gravel bikes placed by <strong>January 15</strong> ship freight-free in March. See the <a href="https://www.nusantaracycles.com/dealers/preseason">program terms</a>.</p>',
    },
    {
      sorg: sorgOf('us'),
      ...EXPIRED,
      title: 'Labor Day shipping',
      url: null,
      content: '<p>Our Reno warehouse is closed on Labor Day. Orders placed over the weekend ship on Tuesday.</p>',
    },
    {
      sorg: sorgOf('eu'),
      ...CURRENT,
      title: 'Our new warehouse in Venlo',
      url: null,
      content:
        '<p>All EU orders now ship from our new warehouse in <strong>Venlo (NL)</strong>. Delivery to the Netherlands, Belgium and Germany takes 1–2 working days, to France 2–3.</p>',
    },
    {
      sorg: sorgOf('my'),
      ...CURRENT,
      title: 'Free delivery to East Malaysia',
      url: '/catalog/paa',
      content:
        '<p>Parts and accessories orders above <strong>RM 1,500</strong> ship free of charge to Sabah and Sarawak until further notice.</p>',
    },
    {
      sorg: sorgOf('sg'),
      ...CURRENT,
      title: 'Click and collect at Tuas',
      url: null,
      content:
        '<p>Orders can now be collected at our Tuas warehouse from Monday to Saturday, 09:00–17:00. Choose <em>collect</em> at checkout.</p>',
    },
    {
      sorg: sorgOf('ca'),
      ...CURRENT,
      title: 'Winter service kits',
      url: '/catalog/paa',
      content: '<p>Winter service kits (chains, cables and studded tyres) are back in stock in Vancouver and Toronto.</p>',
    },
  ];
}

export interface BannerSeed {
  sorg: string;
  bannerFile: string;
  url: string | null;
  link: string | null;
  from: string;
  to: string;
  position: number;
  /** The language of the words in the picture. */
  language: string;
  art: BannerArt;
}

type BannerLine = Omit<BannerSeed, 'sorg' | 'from' | 'to' | 'position' | 'bannerFile' | 'language'> & {
  name: string;
  window?: typeof CURRENT;
};

// Banner texts are baked into the images, as the marketing team would design them, in each market's main language.
const bannerLines: Record<MarketKey, BannerLine[]> = {
  id: [
    {
      name: 'trail-season',
      url: '/catalog/bike',
      link: null,
      art: {
        theme: 'mountain',
        palette: 'forest',
        kicker: 'Koleksi 2027',
        headline: ['Musim trail', 'telah tiba'],
        text: 'Sepeda gunung baru, siap dikirim dari gudang Cikarang',
        cta: 'Lihat sepeda',
      },
    },
    {
      name: 'parts-week',
      url: '/catalog/paa',
      link: null,
      art: {
        theme: 'parts',
        palette: 'sunset',
        kicker: 'Pekan suku cadang',
        headline: ['Diskon hingga 15%', 'helm, lampu & ban'],
        text: 'Berlaku untuk pesanan sampai 31 Desember',
        cta: 'Belanja sekarang',
      },
    },
    {
      name: 'e-bike-demo',
      url: null,
      link: 'https://www.sepedanusantara.co.id/dealer/e-bike-demo',
      art: {
        theme: 'ebike',
        palette: 'ocean',
        kicker: 'Program dealer',
        headline: ['Sepeda listrik', 'untuk kota'],
        text: 'Pesan unit demo untuk toko Anda',
        cta: 'Daftar',
      },
    },
    {
      name: 'lebaran-2026',
      url: null,
      link: null,
      window: EXPIRED,
      art: {
        theme: 'city',
        palette: 'sunset',
        kicker: 'Promo Lebaran',
        headline: ['Sepeda kota', 'untuk mudik'],
        text: 'Promo telah berakhir',
        cta: 'Lihat',
      },
    },
  ],
  us: [
    {
      name: 'preseason-2027',
      url: '/catalog/bike',
      link: null,
      art: {
        theme: 'mountain',
        palette: 'forest',
        kicker: 'Pre-season 2027',
        headline: ['Book early,', 'ship free'],
        text: 'Mountain and gravel bikes ordered by January 15',
        cta: 'Shop bikes',
      },
    },
    {
      name: 'gravel-lineup',
      url: '/catalog/bike',
      link: null,
      art: {
        theme: 'road',
        palette: 'sunset',
        kicker: 'New lineup',
        headline: ['Gravel that', 'goes further'],
        text: 'Three new frames, from 1x11 to electronic shifting',
        cta: 'Discover',
      },
    },
  ],
  eu: [
    {
      name: 'venlo-warehouse',
      url: null,
      link: 'https://www.nusantaracycles.eu/venlo',
      art: {
        theme: 'city',
        palette: 'ocean',
        kicker: 'Now open',
        headline: ['Faster delivery', 'from Venlo'],
        text: 'Next-day delivery in the Benelux and Germany',
        cta: 'Read more',
      },
    },
    {
      name: 'e-trekking',
      url: '/catalog/bike',
      link: null,
      art: {
        theme: 'ebike',
        palette: 'forest',
        kicker: 'E-bikes 2027',
        headline: ['Trekking with', 'a tailwind'],
        text: 'Bosch and Shimano drive units, 625 Wh batteries',
        cta: 'View e-bikes',
      },
    },
  ],
  my: [
    {
      name: 'parts-east',
      url: '/catalog/paa',
      link: null,
      art: {
        theme: 'parts',
        palette: 'ocean',
        kicker: 'Sabah & Sarawak',
        headline: ['Penghantaran', 'percuma'],
        text: 'Pesanan alat ganti melebihi RM 1,500',
        cta: 'Beli sekarang',
      },
    },
    {
      name: 'kids-bikes',
      url: '/catalog/bike',
      link: null,
      art: {
        theme: 'city',
        palette: 'sunset',
        kicker: 'Cuti sekolah',
        headline: ['Basikal kanak-kanak', 'untuk cuti sekolah'],
        text: 'Saiz 16, 20 dan 24 inci kini dalam stok',
        cta: 'Lihat basikal',
      },
    },
  ],
  sg: [
    {
      name: 'click-collect',
      url: null,
      link: null,
      art: {
        theme: 'city',
        palette: 'ocean',
        kicker: 'Click & collect',
        headline: ['Collect at', 'Tuas'],
        text: 'Monday to Saturday, 09:00 to 17:00',
        cta: 'Order now',
      },
    },
    {
      name: 'road-2027',
      url: '/catalog/bike',
      link: null,
      art: {
        theme: 'road',
        palette: 'sunset',
        kicker: 'Road 2027',
        headline: ['Lighter,', 'faster, stiffer'],
        text: 'The new carbon endurance range',
        cta: 'Shop road',
      },
    },
  ],
  ca: [
    {
      name: 'winter-kits',
      url: '/catalog/paa',
      link: null,
      art: {
        theme: 'parts',
        palette: 'ocean',
        kicker: 'Winter ready',
        headline: ['Winter service', 'kits are back'],
        text: 'Chains, cables and studded tyres in stock',
        cta: 'Shop parts',
      },
    },
    {
      name: 'fat-bikes',
      url: '/catalog/bike',
      link: null,
      art: {
        theme: 'mountain',
        palette: 'forest',
        kicker: 'Snow season',
        headline: ['Fat bikes for', 'the long winter'],
        text: '26 x 4.8 tyres, ready for the trails',
        cta: 'View bikes',
      },
    },
  ],
};

// Each market's banners speak its main language (the texts above).
const bannerLanguage: Record<MarketKey, string> = { id: 'id', us: 'en', eu: 'en', my: 'ms', sg: 'en', ca: 'en' };

export function bannerSeeds(): BannerSeed[] {
  return markets.flatMap((m) =>
    bannerLines[m.key].map(({ name, window, ...line }, position) => ({
      ...line,
      sorg: m.sorg,
      bannerFile: `${m.sorg}-${name}.svg`,
      position,
      language: bannerLanguage[m.key],
      ...(window ?? CURRENT),
    })),
  );
}

/** Each market has one target market per content type, named after it. */
export const contentTargetMarketSeeds = () =>
  markets.flatMap((m) =>
    (['marketing_material', 'sales_document', 'news'] as ContentMarketType[]).map((type) => ({ type, name: m.name, sorg: m.sorg })),
  );

// Roles that read content of their market; support reads it too (read-only: it holds no editing scope). Product
// staff are left without, so their content entries stay out of the menu.
const contentReaders = ['admin', 'content-admin', 'customer', 'salesman', 'sales.group', 'sales', 'support'];

/**
 * The markets a user reads: their customer's or their sales areas' sorg; staff without either read the default
 * market's. dealer2 has no news market, so the news guard's error page can be seen.
 */
export function targetMarketsOf(
  user: { username: string; role: string; sorg: string | null },
  defaultSorg: string,
): { type: ContentMarketType; sorg: string }[] {
  if (!contentReaders.includes(user.role)) return [];
  const sorg = user.sorg ?? defaultSorg;
  const types: ContentMarketType[] =
    user.username === 'dealer2' ? ['marketing_material', 'sales_document'] : ['marketing_material', 'sales_document', 'news'];
  return types.map((type) => ({ type, sorg }));
}
