import type { Insertable } from 'kysely';
import type { DataTextTable } from '../../data-texts/tables.ts';
import { keyOf } from '../../data-texts/texts.ts';
import { colours, groupsets } from './catalog-range.ts';
import { dataTextTranslations, TRANSLATED_LOCALES } from './data-texts.ts';

/**
 * The catalogue's own words in every translated language: colour names, specification labels and the values that are
 * words, and each product group's description. Kept apart from data-texts.ts, which holds the other data texts.
 */
type Locale = (typeof TRANSLATED_LOCALES)[number];
type Translations = Record<Locale, string>;
const t = (de: string, fr: string, id: string, ms: string): Translations => ({ de, fr, 'id-id': id, 'ms-my': ms });

export const colourNames: Record<string, Translations> = {
  'Forest Green': t('Waldgrün', 'Vert forêt', 'Hijau hutan', 'Hijau hutan'),
  'Stealth Black': t('Tarnschwarz', 'Noir furtif', 'Hitam pekat', 'Hitam pekat'),
  'Glacier White': t('Gletscherweiß', 'Blanc glacier', 'Putih gletser', 'Putih glasier'),
  'Racing Red': t('Rennrot', 'Rouge course', 'Merah balap', 'Merah lumba'),
  'Ocean Blue': t('Ozeanblau', 'Bleu océan', 'Biru samudra', 'Biru lautan'),
  'Desert Sand': t('Wüstensand', 'Sable du désert', 'Pasir gurun', 'Pasir gurun'),
  'Sunset Orange': t('Sonnenuntergangsorange', 'Orange couchant', 'Oranye senja', 'Oren senja'),
  'Slate Grey': t('Schiefergrau', 'Gris ardoise', 'Abu-abu batu', 'Kelabu batu'),
  Lime: t('Limettengrün', 'Vert citron', 'Hijau limau', 'Hijau limau'),
  'Purple Haze': t('Purpurnebel', 'Brume violette', 'Ungu kabut', 'Ungu kabus'),
  Teal: t('Petrol', 'Bleu canard', 'Hijau toska', 'Biru kehijauan'),
  'Signal Yellow': t('Signalgelb', 'Jaune signal', 'Kuning sinyal', 'Kuning isyarat'),
};

/** Specification labels by their code. */
export const specificationNames: Record<string, Translations> = {
  FRAME: t('Rahmen', 'Cadre', 'Rangka', 'Rangka'),
  FORK: t('Gabel', 'Fourche', 'Garpu', 'Garpu'),
  GROUPSET: t('Schaltgruppe', 'Groupe', 'Groupset', 'Set gear'),
  SPEEDS: t('Gänge', 'Vitesses', 'Jumlah gigi', 'Bilangan gear'),
  BRAKES: t('Bremsen', 'Freins', 'Rem', 'Brek'),
  WHEELS: t('Laufradgröße', 'Taille de roue', 'Ukuran roda', 'Saiz roda'),
  SIZES: t('Größen', 'Tailles', 'Ukuran', 'Saiz'),
  MOTOR: t('Motor', 'Moteur', 'Motor', 'Motor'),
  WEIGHT: t('Gewicht', 'Poids', 'Berat', 'Berat'),
  YEAR: t('Modelljahr', 'Année modèle', 'Tahun model', 'Tahun model'),
  MATERIAL: t('Material', 'Matériau', 'Bahan', 'Bahan'),
  COLOURS: t('Farben', 'Coloris', 'Warna', 'Warna'),
  UOM: t('Verkauft pro', 'Vendu par', 'Dijual per', 'Dijual setiap'),
  WARRANTY: t('Garantie', 'Garantie', 'Garansi', 'Waranti'),
  SHIFTING: t('Schaltung', 'Changement de vitesse', 'Perpindahan gigi', 'Penukaran gear'),
  CONTENTS: t('Inhalt', 'Contenu', 'Isi', 'Kandungan'),
};

const shifting: Record<'mechanical' | 'electronic', Translations> = {
  mechanical: t('mechanisch', 'mécanique', 'mekanis', 'mekanikal'),
  electronic: t('elektronisch', 'électronique', 'elektronik', 'elektronik'),
};

/** The parts of frame, fork and material lines ('ALX aluminium, internal routing'); measures alone stay as they are. */
const buildWords: Record<string, Translations> = {
  '12 mm thru-axle': t('12-mm-Steckachse', 'axe traversant 12 mm', 'as thru 12 mm', 'gandar tembus 12 mm'),
  '140 mm four-bar': t('140 mm Viergelenker', 'quatre barres 140 mm', 'four-bar 140 mm', 'empat batang 140 mm'),
  '16 functions': t('16 Funktionen', '16 fonctions', '16 fungsi', '16 fungsi'),
  '160 psi gauge': t('Manometer bis 160 psi', 'manomètre 160 psi', 'pengukur 160 psi', 'tolok 160 psi'),
  '180/160 mm rotors': t('180/160-mm-Scheiben', 'disques 180/160 mm', 'rotor 180/160 mm', 'rotor 180/160 mm'),
  '400 Wh battery': t('400-Wh-Akku', 'batterie 400 Wh', 'baterai 400 Wh', 'bateri 400 Wh'),
  '44 mm offset': t('44 mm Vorlauf', 'déport 44 mm', 'offset 44 mm', 'ofset 44 mm'),
  '48 mm presta valve': t('48-mm-Sclaverandventil', 'valve presta 48 mm', 'pentil presta 48 mm', 'injap presta 48 mm'),
  '630 Wh battery': t('630-Wh-Akku', 'batterie 630 Wh', 'baterai 630 Wh', 'bateri 630 Wh'),
  '720 Wh battery': t('720-Wh-Akku', 'batterie 720 Wh', 'baterai 720 Wh', 'bateri 720 Wh'),
  'integrated 500 Wh battery': t(
    'integrierter 500-Wh-Akku',
    'batterie intégrée 500 Wh',
    'baterai 500 Wh terintegrasi',
    'bateri 500 Wh bersepadu',
  ),
  'ALX aluminium': t('ALX-Aluminium', 'aluminium ALX', 'aluminium ALX', 'aluminium ALX'),
  'Air 140 mm': t('Luftfeder 140 mm', 'pneumatique 140 mm', 'udara 140 mm', 'udara 140 mm'),
  'Air 150 mm': t('Luftfeder 150 mm', 'pneumatique 150 mm', 'udara 150 mm', 'udara 150 mm'),
  'Air 160 mm': t('Luftfeder 160 mm', 'pneumatique 160 mm', 'udara 160 mm', 'udara 160 mm'),
  'Coil 63 mm': t('Stahlfeder 63 mm', 'ressort hélicoïdal 63 mm', 'pegas 63 mm', 'spring 63 mm'),
  'Coil 100 mm': t('Stahlfeder 100 mm', 'ressort hélicoïdal 100 mm', 'pegas 100 mm', 'spring 100 mm'),
  'Coil 120 mm': t('Stahlfeder 120 mm', 'ressort hélicoïdal 120 mm', 'pegas 120 mm', 'spring 120 mm'),
  Aluminium: t('Aluminium', 'Aluminium', 'Aluminium', 'Aluminium'),
  'Aluminium body': t('Aluminiumgehäuse', 'corps en aluminium', 'bodi aluminium', 'badan aluminium'),
  'Aluminium cage': t('Aluminiumkäfig', 'chape en aluminium', 'sangkar aluminium', 'sangkar aluminium'),
  'BPA-free polypropylene': t('BPA-freies Polypropylen', 'polypropylène sans BPA', 'polipropilena bebas BPA', 'polipropilena bebas BPA'),
  Butyl: t('Butyl', 'Butyle', 'Butil', 'Butil'),
  Carbon: t('Carbon', 'Carbone', 'Karbon', 'Karbon'),
  'Carbon blades': t('Carbon-Gabelscheiden', 'fourreaux en carbone', 'bilah karbon', 'bilah karbon'),
  'Carbon monocoque': t('Carbon-Monocoque', 'monocoque carbone', 'monokok karbon', 'monokok karbon'),
  'Chrome-vanadium bits': t('Chrom-Vanadium-Bits', 'embouts chrome-vanadium', 'mata kromium-vanadium', 'mata kromium-vanadium'),
  'Cro-moly': t('Chrom-Molybdän', 'Chrome-molybdène', 'Kromoli', 'Kromoli'),
  'Cro-moly rails': t('Chrom-Molybdän-Streben', 'rails chrome-molybdène', 'rel kromoli', 'rel kromoli'),
  'Cro-moly steel': t('Chrom-Molybdän-Stahl', 'acier chrome-molybdène', 'baja kromoli', 'keluli kromoli'),
  'Dual compound': t('Zweikomponenten-Mischung', 'double gomme', 'kompon ganda', 'sebatian dwi'),
  'Dual-density rubber': t('Gummi in zwei Härten', 'caoutchouc double densité', 'karet dua kepadatan', 'getah dwi-ketumpatan'),
  'Forged aluminium': t('Geschmiedetes Aluminium', 'aluminium forgé', 'aluminium tempa', 'aluminium tempa'),
  'Full carbon': t('Vollcarbon', 'tout carbone', 'karbon penuh', 'karbon penuh'),
  'Hardened steel shackle': t('Bügel aus gehärtetem Stahl', 'anse en acier trempé', 'gembok baja keras', 'belenggu keluli keras'),
  Hydraulic: t('Hydraulisch', 'Hydraulique', 'Hidrolik', 'Hidraulik'),
  'In-moulded EPS': t('In-Mold-EPS', 'EPS moulé', 'EPS in-mould', 'EPS in-mould'),
  'Nickel-plated steel': t('Vernickelter Stahl', 'acier nickelé', 'baja berlapis nikel', 'keluli bersalut nikel'),
  'Rigid alloy': t('Starr, Aluminium', 'rigide en alliage', 'rigid alloy', 'tegar aloi'),
  'Rigid steel': t('Starr, Stahl', 'rigide en acier', 'rigid baja', 'tegar keluli'),
  'Series 2 aluminium': t('Aluminium der Serie 2', 'aluminium série 2', 'aluminium seri 2', 'aluminium siri 2'),
  'Series 3 aluminium': t('Aluminium der Serie 3', 'aluminium série 3', 'aluminium seri 3', 'aluminium siri 3'),
  'Steel barrel': t('Stahlzylinder', 'corps en acier', 'tabung baja', 'tong keluli'),
  'Steel cogs on alloy spider': t(
    'Stahlritzel auf Aluminiumträger',
    'pignons acier sur araignée en alliage',
    'gigi baja pada spider alloy',
    'gear keluli pada labah-labah aloi',
  ),
  'Synthetic leather palm': t('Innenhand aus Kunstleder', 'paume en cuir synthétique', 'telapak kulit sintetis', 'tapak kulit sintetik'),
  'USB-C charging': t('Laden über USB-C', 'recharge USB-C', 'pengisian USB-C', 'pengecasan USB-C'),
  'Waterproof ripstop': t('Wasserdichtes Ripstop', 'ripstop imperméable', 'ripstop tahan air', 'ripstop kalis air'),
  'aero tubes': t('Aero-Rohre', 'tubes aéro', 'pipa aero', 'tiub aero'),
  'alloy clamp': t('Aluminiumklemme', 'collier en alliage', 'klem alloy', 'pengapit aloi'),
  'alloy steerer': t('Aluminiumschaft', 'pivot en alliage', 'steerer alloy', 'tiub stereng aloi'),
  'cargo mounts': t('Gepäckhalterungen', 'fixations cargo', 'dudukan kargo', 'pemegang kargo'),
  clutch: t('Kupplung', 'embrayage', 'kopling', 'klac'),
  'endurance geometry': t('Endurance-Geometrie', 'géométrie endurance', 'geometri endurance', 'geometri ketahanan'),
  'flat mount': t('Flat-Mount', 'montage flat mount', 'dudukan flat mount', 'pemasangan flat mount'),
  'internal routing': t('innenverlegte Züge', 'passage interne des câbles', 'kabel internal', 'laluan kabel dalaman'),
  'kid-sized levers': t('Bremshebel für Kinderhände', 'leviers taille enfant', 'tuas ukuran anak', 'tuil saiz kanak-kanak'),
  lockout: t('Lockout', 'blocage', 'lockout', 'kunci suspensi'),
  'low standover': t('niedrige Überstandshöhe', 'enjambement bas', 'standover rendah', 'ketinggian langkah rendah'),
  'mesh back': t('Netzrücken', 'dos en mesh', 'punggung jaring', 'belakang jaring'),
  'mineral oil': t('Mineralöl', 'huile minérale', 'oli mineral', 'minyak mineral'),
  'mounts for racks and bags': t(
    'Ösen für Gepäckträger und Taschen',
    'fixations pour porte-bagages et sacoches',
    'dudukan untuk rak dan tas',
    'pemegang untuk rak dan beg',
  ),
  'polycarbonate shell': t('Polycarbonatschale', 'coque en polycarbonate', 'cangkang polikarbonat', 'cengkerang polikarbonat'),
  'pressure-relief channel': t('Entlastungskanal', 'canal de décharge', 'saluran pelepas tekanan', 'saluran pelega tekanan'),
  'quick link': t('Kettenschloss', 'maillon rapide', 'quick link', 'pautan pantas'),
  'race geometry': t('Renngeometrie', 'géométrie course', 'geometri balap', 'geometri perlumbaan'),
  'rack and fender mounts': t(
    'Ösen für Gepäckträger und Schutzbleche',
    'fixations porte-bagages et garde-boue',
    'dudukan rak dan spakbor',
    'pemegang rak dan penghadang lumpur',
  ),
  'replaceable pins': t('austauschbare Pins', 'picots remplaçables', 'pin yang dapat diganti', 'pin boleh ganti'),
  'step-through option': t('auch mit Tiefeinstieg', 'option cadre ouvert', 'opsi step-through', 'pilihan langkah masuk'),
  'three-pack mounts': t('Dreifach-Ösen', 'fixations triples', 'dudukan tiga titik', 'pemegang tiga titik'),
  'tubeless ready': t('tubeless-ready', 'prêt pour le tubeless', 'siap tubeless', 'sedia tiub-kurang'),
  'upright fit': t('aufrechte Sitzposition', 'position droite', 'posisi tegak', 'posisi tegak'),
  'welded seams': t('verschweißte Nähte', 'coutures soudées', 'jahitan las', 'jahitan kimpal'),
};

/** Specification values that are words; a list of them ('Forest Green, Teal') is read part by part. */
export const specificationValues: Record<string, Translations> = {
  ...colourNames,
  ...shifting,
  ...buildWords,
  'One size': t('Einheitsgröße', 'Taille unique', 'Satu ukuran', 'Satu saiz'),
  Pair: t('Paar', 'Paire', 'Pasang', 'Pasang'),
  Set: t('Satz', 'Lot', 'Set', 'Set'),
  Piece: t('Stück', 'Pièce', 'Buah', 'Unit'),
  '1 year': t('1 Jahr', '1 an', '1 tahun', '1 tahun'),
  '2 years': t('2 Jahre', '2 ans', '2 tahun', '2 tahun'),
  'Hydraulic disc, 180/160 mm': t(
    'Hydraulische Scheibenbremse, 180/160 mm',
    'Disque hydraulique, 180/160 mm',
    'Cakram hidrolik, 180/160 mm',
    'Cakera hidraulik, 180/160 mm',
  ),
  'Mechanical disc, 160 mm': t(
    'Mechanische Scheibenbremse, 160 mm',
    'Disque mécanique, 160 mm',
    'Cakram mekanis, 160 mm',
    'Cakera mekanikal, 160 mm',
  ),
  'Mid-drive, 85 Nm': t('Mittelmotor, 85 Nm', 'Moteur central, 85 Nm', 'Motor tengah, 85 Nm', 'Motor tengah, 85 Nm'),
  'Mid-drive, 60 Nm': t('Mittelmotor, 60 Nm', 'Moteur central, 60 Nm', 'Motor tengah, 60 Nm', 'Motor tengah, 60 Nm'),
  'Shifters, front and rear derailleur, crankset, cassette, chain, brakes': t(
    'Schalthebel, Umwerfer und Schaltwerk, Kurbelgarnitur, Kassette, Kette, Bremsen',
    'Manettes, dérailleurs avant et arrière, pédalier, cassette, chaîne, freins',
    'Shifter, derailleur depan dan belakang, crankset, kaset, rantai, rem',
    'Penukar gear, derailleur hadapan dan belakang, set engkol, kaset, rantai, brek',
  ),
  ...Object.fromEntries(
    groupsets.map((g) => [
      `${g.speeds}-speed, ${g.shifting}`,
      t(
        `${g.speeds}-fach, ${shifting[g.shifting].de}`,
        `${g.speeds} vitesses, ${shifting[g.shifting].fr}`,
        `${g.speeds} percepatan, ${shifting[g.shifting]['id-id']}`,
        `${g.speeds} kelajuan, ${shifting[g.shifting]['ms-my']}`,
      ),
    ]),
  ),
};

const paaNouns: Record<string, Translations> = {
  helmet: t('Helm', 'Casque', 'Helm', 'Topi keledar'),
  gloves: t('Handschuhe', 'Gants', 'Sarung tangan', 'Sarung tangan'),
  tyre: t('Reifen', 'Pneu', 'Ban', 'Tayar'),
  'inner tube': t('Schlauch', 'Chambre à air', 'Ban dalam', 'Tiub dalam'),
  chain: t('Kette', 'Chaîne', 'Rantai', 'Rantai'),
  cassette: t('Kassette', 'Cassette', 'Kaset', 'Kaset'),
  'rear derailleur': t('Schaltwerk', 'Dérailleur arrière', 'Derailleur belakang', 'Derailleur belakang'),
  'disc brake set': t('Scheibenbremsen-Set', 'Kit de freins à disque', 'Set rem cakram', 'Set brek cakera'),
  'front light': t('Frontlicht', 'Éclairage avant', 'Lampu depan', 'Lampu hadapan'),
  'U-lock': t('Bügelschloss', 'Antivol en U', 'Kunci U', 'Kunci U'),
  'water bottle': t('Trinkflasche', 'Bidon', 'Botol minum', 'Botol air'),
  'frame bag': t('Rahmentasche', 'Sacoche de cadre', 'Tas rangka', 'Beg rangka'),
  saddle: t('Sattel', 'Selle', 'Sadel', 'Pelana'),
  'flat pedals': t('Plattformpedale', 'Pédales plates', 'Pedal datar', 'Pedal rata'),
  'lock-on grips': t('Schraubgriffe', 'Poignées à collier', 'Grip lock-on', 'Genggaman lock-on'),
  'floor pump': t('Standpumpe', 'Pompe à pied', 'Pompa lantai', 'Pam lantai'),
  'multi-tool': t('Multitool', 'Outil multifonction', 'Alat serbaguna', 'Alat pelbagai guna'),
};

/** What a product group's description is made of; the seed writes the English text and every translation from it. */
export type DescriptionParts =
  | { kind: 'bike'; name: string; year: number; category: string; groupset: string }
  | { kind: 'paa'; noun: string; brand: string; line: string; year: number; material: string }
  | { kind: 'kit'; groupset: string };

/** The English description. */
export function englishDescription(p: DescriptionParts): string {
  if (p.kind === 'bike') return `${p.name} (${p.year}) from the ${p.category} range, built around ${p.groupset}.`;
  if (p.kind === 'paa') return `The ${p.noun} of ${p.brand}'s ${p.line} line (${p.year} collection). ${p.material}.`;
  return `Complete ${p.groupset} kit: shifters, derailleurs, crankset, cassette, chain and brakes, boxed for workshop builds.`;
}

/** The description in each translated language. */
export function translatedDescriptions(p: DescriptionParts): Translations {
  if (p.kind === 'bike') {
    const c = dataTextTranslations[p.category] ?? t(p.category, p.category, p.category, p.category);
    return t(
      `${p.name} (${p.year}) aus dem Bereich ${c.de}, aufgebaut mit ${p.groupset}.`,
      `${p.name} (${p.year}), gamme ${c.fr}, équipé du groupe ${p.groupset}.`,
      `${p.name} (${p.year}) dari lini ${c['id-id']}, dibangun dengan ${p.groupset}.`,
      `${p.name} (${p.year}) daripada rangkaian ${c['ms-my']}, dibina dengan ${p.groupset}.`,
    );
  }
  if (p.kind === 'paa') {
    const n = paaNouns[p.noun] ?? t(p.noun, p.noun, p.noun, p.noun);
    return t(
      `${n.de} der Linie ${p.line} von ${p.brand} (Kollektion ${p.year}).`,
      `${n.fr} de la gamme ${p.line} de ${p.brand} (collection ${p.year}).`,
      `${n['id-id']} dari lini ${p.line} ${p.brand} (koleksi ${p.year}).`,
      `${n['ms-my']} daripada rangkaian ${p.line} ${p.brand} (koleksi ${p.year}).`,
    );
  }
  return t(
    `Komplettes ${p.groupset}-Kit: Schalthebel, Umwerfer und Schaltwerk, Kurbelgarnitur, Kassette, Kette und Bremsen, verpackt für den Werkstattaufbau.`,
    `Kit ${p.groupset} complet : manettes, dérailleurs, pédalier, cassette, chaîne et freins, emballé pour le montage en atelier.`,
    `Kit ${p.groupset} lengkap: shifter, derailleur, crankset, kaset, rantai dan rem, dikemas untuk perakitan di bengkel.`,
    `Kit ${p.groupset} lengkap: penukar gear, derailleur, set engkol, kaset, rantai dan brek, dibungkus untuk pemasangan di bengkel.`,
  );
}

const rowsOf = (entity: string, field: string, texts: Record<string, Translations>): Insertable<DataTextTable>[] =>
  Object.entries(texts).flatMap(([key, tr]) =>
    TRANSLATED_LOCALES.map((locale) => ({ entity, entityKey: key, field, locale, text: tr[locale] })),
  );

/** The catalogue-wide words: colour names, specification labels and word values. */
export function catalogWordRows(): Insertable<DataTextTable>[] {
  return [
    ...rowsOf('colour', 'name', colourNames),
    ...rowsOf('specification', 'name', specificationNames),
    ...rowsOf('specificationValue', 'value', specificationValues),
  ];
}

/** One product group's translated description. */
export function descriptionRows(sorg: string, slug: string, parts: DescriptionParts): Insertable<DataTextTable>[] {
  return rowsOf('productGroup', 'description', { [keyOf.productGroup(sorg, slug)]: translatedDescriptions(parts) });
}

// Every colour the range has must have its words.
for (const c of Object.values(colours)) if (!colourNames[c.name]) throw new Error(`No translation of the colour "${c.name}"`);
