import type { Kysely } from 'kysely';

/**
 * The card layouts that come with every portal (migrations 0011 and 0043) in the reader's language: an editor choosing a
 * layout reads its name in German, French, Indonesian or Malay as in English (data texts, entity 'layout', keyed by the
 * layout's type and English name). A layout an editor names anew keeps its own name.
 */
const NAMES: Record<string, Record<'de' | 'fr' | 'id-id' | 'ms-my', string>> = {
  'marketing_material:Gallery: picture and title': {
    de: 'Galerie: Bild und Titel',
    fr: 'Galerie : image et titre',
    'id-id': 'Galeri: gambar dan judul',
    'ms-my': 'Galeri: gambar dan tajuk',
  },
  'marketing_material:Brand assets: picture, title and resolution': {
    de: 'Markenmaterial: Bild, Titel und Auflösung',
    fr: 'Ressources de marque : image, titre et résolution',
    'id-id': 'Aset merek: gambar, judul, dan resolusi',
    'ms-my': 'Aset jenama: gambar, tajuk dan resolusi',
  },
  'marketing_material:Product lineup: picture, title, subtitle, release date and a link to the product': {
    de: 'Produktübersicht: Bild, Titel, Untertitel, Erscheinungsdatum und Link zum Produkt',
    fr: 'Gamme de produits : image, titre, sous-titre, date de sortie et lien vers le produit',
    'id-id': 'Jajaran produk: gambar, judul, subjudul, tanggal rilis, dan tautan ke produk',
    'ms-my': 'Barisan produk: gambar, tajuk, subtajuk, tarikh keluaran dan pautan ke produk',
  },
  'marketing_material:Title only': { de: 'Nur Titel', fr: 'Titre seul', 'id-id': 'Judul saja', 'ms-my': 'Tajuk sahaja' },
  'news:News: picture, title, first lines and date': {
    de: 'Neuigkeiten: Bild, Titel, erste Zeilen und Datum',
    fr: 'Actualités : image, titre, premières lignes et date',
    'id-id': 'Berita: gambar, judul, baris pertama, dan tanggal',
    'ms-my': 'Berita: gambar, tajuk, baris pertama dan tarikh',
  },
  'news:News: title, first lines and date': {
    de: 'Neuigkeiten: Titel, erste Zeilen und Datum',
    fr: 'Actualités : titre, premières lignes et date',
    'id-id': 'Berita: judul, baris pertama, dan tanggal',
    'ms-my': 'Berita: tajuk, baris pertama dan tarikh',
  },
  'news:News: picture and title': {
    de: 'Neuigkeiten: Bild und Titel',
    fr: 'Actualités : image et titre',
    'id-id': 'Berita: gambar dan judul',
    'ms-my': 'Berita: gambar dan tajuk',
  },
  'sales_document:Documents: preview, title, subtitle and date': {
    de: 'Dokumente: Vorschau, Titel, Untertitel und Datum',
    fr: 'Documents : aperçu, titre, sous-titre et date',
    'id-id': 'Dokumen: pratinjau, judul, subjudul, dan tanggal',
    'ms-my': 'Dokumen: pratonton, tajuk, subtajuk dan tarikh',
  },
  'sales_document:Documents: title and subtitle': {
    de: 'Dokumente: Titel und Untertitel',
    fr: 'Documents : titre et sous-titre',
    'id-id': 'Dokumen: judul dan subjudul',
    'ms-my': 'Dokumen: tajuk dan subtajuk',
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  const rows = Object.entries(NAMES).flatMap(([key, byLocale]) =>
    Object.entries(byLocale).map(([locale, text]) => ({ entity: 'layout', entity_key: key, field: 'description', locale, text })),
  );
  await db.insertInto('data_texts').values(rows).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('data_texts').where('entity', '=', 'layout').execute();
}
