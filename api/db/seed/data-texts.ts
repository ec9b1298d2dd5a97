import type { Insertable } from 'kysely';
import { keyOf } from '../../data-texts/texts.ts';
import type { DataTextTable } from '../../data-texts/tables.ts';
import { bikeCategoryRows } from './catalog.ts';
import { merchandiseCategoryRows } from './catalog-range.ts';
import { promotionsOf, tagCategoryRows } from './catalog-trade.ts';
import { paymentMethodRows, shipmentMethodRows } from './checkout-options.ts';
import { hostConfig, markets } from './markets.ts';

/** The languages the demo data is translated into; the other English locales read the stored English. */
export const TRANSLATED_LOCALES = ['de', 'fr', 'id-id', 'ms-my'] as const;
type Translations = Record<(typeof TRANSLATED_LOCALES)[number], string>;

const t = (de: string, fr: string, id: string, ms: string): Translations => ({ de, fr, 'id-id': id, 'ms-my': ms });

/** Every English text the demo data holds, in the four translated languages. */
export const dataTextTranslations: Record<string, Translations> = {
  // Shipment methods
  Regular: t('Standard', 'Normal', 'Reguler', 'Biasa'),
  'Regular truck delivery (3-5 days)': t(
    'Normale Lkw-Lieferung (3-5 Tage)',
    'Livraison normale par camion (3 à 5 jours)',
    'Pengiriman truk reguler (3-5 hari)',
    'Penghantaran lori biasa (3-5 hari)',
  ),
  Express: t('Express', 'Express', 'Ekspres', 'Ekspres'),
  'Express courier (1-2 days)': t(
    'Expresskurier (1-2 Tage)',
    'Coursier express (1 à 2 jours)',
    'Kurir ekspres (1-2 hari)',
    'Kurier ekspres (1-2 hari)',
  ),
  'Pick-up': t('Abholung', 'Retrait', 'Ambil sendiri', 'Ambil sendiri'),
  'Pick up at the warehouse': t('Abholung im Lager', 'Retrait à l’entrepôt', 'Ambil di gudang', 'Ambil di gudang'),
  Standard: t('Standard', 'Standard', 'Standar', 'Standard'),
  'Standard freight (5-7 days)': t(
    'Standardfracht (5-7 Tage)',
    'Fret standard (5 à 7 jours)',
    'Pengiriman standar (5-7 hari)',
    'Penghantaran standard (5-7 hari)',
  ),
  'Express freight (2 days)': t(
    'Expressfracht (2 Tage)',
    'Fret express (2 jours)',
    'Pengiriman ekspres (2 hari)',
    'Penghantaran ekspres (2 hari)',
  ),
  // Payment methods
  'Credit Term': t('Zahlungsziel', 'Paiement à terme', 'Termin kredit', 'Terma kredit'),
  'Pay on your credit terms (invoice)': t(
    'Zahlung nach Ihrem Zahlungsziel (Rechnung)',
    'Paiement selon vos conditions de crédit (facture)',
    'Bayar sesuai termin kredit Anda (faktur)',
    'Bayar mengikut terma kredit anda (invois)',
  ),
  'Bank Transfer': t('Banküberweisung', 'Virement bancaire', 'Transfer bank', 'Pindahan bank'),
  'Bank transfer to a virtual account': t(
    'Banküberweisung auf ein virtuelles Konto',
    'Virement sur un compte virtuel',
    'Transfer bank ke virtual account',
    'Pindahan bank ke akaun maya',
  ),
  'Transfer the total to the virtual account shown after checkout.': t(
    'Überweisen Sie den Gesamtbetrag auf das virtuelle Konto, das nach der Bestellung angezeigt wird.',
    'Virez le total sur le compte virtuel affiché après la commande.',
    'Transfer total pembayaran ke virtual account yang ditampilkan setelah checkout.',
    'Pindahkan jumlah keseluruhan ke akaun maya yang dipaparkan selepas pembayaran.',
  ),
  ACH: t('ACH-Lastschrift', 'Prélèvement ACH', 'Debit ACH', 'Debit ACH'),
  'ACH debit from your bank account': t(
    'ACH-Lastschrift von Ihrem Bankkonto',
    'Prélèvement ACH sur votre compte bancaire',
    'Debit ACH dari rekening bank Anda',
    'Debit ACH daripada akaun bank anda',
  ),
  PAD: t('PAD-Lastschrift', 'DPA', 'Debit PAD', 'Debit PAD'),
  'Pre-authorized debit (PAD) from your Canadian bank account': t(
    'Vorab genehmigte Lastschrift (PAD) von Ihrem kanadischen Bankkonto',
    'Débit préautorisé (DPA) de votre compte bancaire canadien',
    'Debit pra-otorisasi (PAD) dari rekening bank Kanada Anda',
    'Debit pra-kebenaran (PAD) daripada akaun bank Kanada anda',
  ),
  'We debit the order total from this account when the order ships.': t(
    'Wir buchen den Bestellbetrag von diesem Konto ab, sobald die Bestellung versandt wird.',
    'Nous prélevons le total de la commande sur ce compte à l’expédition.',
    'Kami mendebit total pesanan dari rekening ini saat pesanan dikirim.',
    'Kami mendebit jumlah pesanan daripada akaun ini apabila pesanan dihantar.',
  ),
  'Credit Card': t('Kreditkarte', 'Carte de crédit', 'Kartu kredit', 'Kad kredit'),
  'Visa, MasterCard, American Express': t(
    'Visa, Mastercard oder American Express',
    'Visa, Mastercard ou American Express',
    'Visa, Mastercard atau American Express',
    'Visa, Mastercard atau American Express',
  ),
  'BCA virtual account': t('Virtuelles BCA-Konto', 'Compte virtuel BCA', 'Virtual account BCA', 'Akaun maya BCA'),
  'Mandiri virtual account': t('Virtuelles Mandiri-Konto', 'Compte virtuel Mandiri', 'Virtual account Mandiri', 'Akaun maya Mandiri'),
  'Transfer the exact amount to the BCA virtual account shown after you confirm, within 24 hours. Paying in full takes 1.5 % off.': t(
    'Überweisen Sie den genauen Betrag innerhalb von 24 Stunden auf das angezeigte virtuelle BCA-Konto. Bei Zahlung des vollen Betrags gibt es 1,5 % Nachlass.',
    'Virez le montant exact sur le compte virtuel BCA affiché après confirmation, sous 24 heures. Un paiement intégral donne 1,5 % de remise.',
    'Transfer jumlah yang tepat ke virtual account BCA yang ditampilkan setelah konfirmasi, dalam 24 jam. Pembayaran penuh mendapat potongan 1,5 %.',
    'Pindahkan jumlah tepat ke akaun maya BCA yang dipaparkan selepas pengesahan, dalam masa 24 jam. Bayaran penuh mendapat potongan 1.5 %.',
  ),
  'Transfer the exact amount to the Mandiri virtual account shown after you confirm, within 24 hours.': t(
    'Überweisen Sie den genauen Betrag innerhalb von 24 Stunden auf das angezeigte virtuelle Mandiri-Konto.',
    'Virez le montant exact sur le compte virtuel Mandiri affiché après confirmation, sous 24 heures.',
    'Transfer jumlah yang tepat ke virtual account Mandiri yang ditampilkan setelah konfirmasi, dalam 24 jam.',
    'Pindahkan jumlah tepat ke akaun maya Mandiri yang dipaparkan selepas pengesahan, dalam masa 24 jam.',
  ),
  'DuitNow transfer to Maybank': t(
    'DuitNow-Überweisung an Maybank',
    'Virement DuitNow vers Maybank',
    'Transfer DuitNow ke Maybank',
    'Pindahan DuitNow ke Maybank',
  ),
  'DuitNow transfer to CIMB': t(
    'DuitNow-Überweisung an CIMB',
    'Virement DuitNow vers CIMB',
    'Transfer DuitNow ke CIMB',
    'Pindahan DuitNow ke CIMB',
  ),
  'Transfer the exact amount by DuitNow to the Maybank account with the payment reference shown after you confirm, within 24 hours. Paying in full takes 1.5 % off.':
    t(
      'Überweisen Sie den genauen Betrag innerhalb von 24 Stunden per DuitNow mit der angezeigten Zahlungsreferenz auf das Maybank-Konto. Bei Zahlung des vollen Betrags gibt es 1,5 % Nachlass.',
      'Virez le montant exact par DuitNow sur le compte Maybank avec la référence affichée après confirmation, sous 24 heures. Un paiement intégral donne 1,5 % de remise.',
      'Transfer jumlah yang tepat melalui DuitNow ke rekening Maybank dengan referensi pembayaran yang ditampilkan setelah konfirmasi, dalam 24 jam. Pembayaran penuh mendapat potongan 1,5 %.',
      'Pindahkan jumlah tepat melalui DuitNow ke akaun Maybank dengan rujukan bayaran yang dipaparkan selepas pengesahan, dalam masa 24 jam. Bayaran penuh mendapat potongan 1.5 %.',
    ),
  'Transfer the exact amount by DuitNow to the CIMB account with the payment reference shown after you confirm, within 24 hours.': t(
    'Überweisen Sie den genauen Betrag innerhalb von 24 Stunden per DuitNow mit der angezeigten Zahlungsreferenz auf das CIMB-Konto.',
    'Virez le montant exact par DuitNow sur le compte CIMB avec la référence affichée après confirmation, sous 24 heures.',
    'Transfer jumlah yang tepat melalui DuitNow ke rekening CIMB dengan referensi pembayaran yang ditampilkan setelah konfirmasi, dalam 24 jam.',
    'Pindahkan jumlah tepat melalui DuitNow ke akaun CIMB dengan rujukan bayaran yang dipaparkan selepas pengesahan, dalam masa 24 jam.',
  ),
  'PayNow transfer to DBS': t('PayNow-Überweisung an DBS', 'Virement PayNow vers DBS', 'Transfer PayNow ke DBS', 'Pindahan PayNow ke DBS'),
  'PayNow transfer to OCBC': t(
    'PayNow-Überweisung an OCBC',
    'Virement PayNow vers OCBC',
    'Transfer PayNow ke OCBC',
    'Pindahan PayNow ke OCBC',
  ),
  'Transfer the exact amount by PayNow to the DBS account with the payment reference shown after you confirm, within 24 hours. Paying in full takes 1.5 % off.':
    t(
      'Überweisen Sie den genauen Betrag innerhalb von 24 Stunden per PayNow mit der angezeigten Zahlungsreferenz auf das DBS-Konto. Bei Zahlung des vollen Betrags gibt es 1,5 % Nachlass.',
      'Virez le montant exact par PayNow sur le compte DBS avec la référence affichée après confirmation, sous 24 heures. Un paiement intégral donne 1,5 % de remise.',
      'Transfer jumlah yang tepat melalui PayNow ke rekening DBS dengan referensi pembayaran yang ditampilkan setelah konfirmasi, dalam 24 jam. Pembayaran penuh mendapat potongan 1,5 %.',
      'Pindahkan jumlah tepat melalui PayNow ke akaun DBS dengan rujukan bayaran yang dipaparkan selepas pengesahan, dalam masa 24 jam. Bayaran penuh mendapat potongan 1.5 %.',
    ),
  'Transfer the exact amount by PayNow to the OCBC account with the payment reference shown after you confirm, within 24 hours.': t(
    'Überweisen Sie den genauen Betrag innerhalb von 24 Stunden per PayNow mit der angezeigten Zahlungsreferenz auf das OCBC-Konto.',
    'Virez le montant exact par PayNow sur le compte OCBC avec la référence affichée après confirmation, sous 24 heures.',
    'Transfer jumlah yang tepat melalui PayNow ke rekening OCBC dengan referensi pembayaran yang ditampilkan setelah konfirmasi, dalam 24 jam.',
    'Pindahkan jumlah tepat melalui PayNow ke akaun OCBC dengan rujukan bayaran yang dipaparkan selepas pengesahan, dalam masa 24 jam.',
  ),
  'SEPA bank transfer': t('SEPA-Überweisung', 'Virement SEPA', 'Transfer bank SEPA', 'Pindahan bank SEPA'),
  'Transfer the exact amount to the ING account with the payment reference shown after you confirm, within 24 hours.': t(
    'Überweisen Sie den genauen Betrag innerhalb von 24 Stunden mit der angezeigten Zahlungsreferenz auf das ING-Konto.',
    'Virez le montant exact sur le compte ING avec la référence affichée après confirmation, sous 24 heures.',
    'Transfer jumlah yang tepat ke rekening ING dengan referensi pembayaran yang ditampilkan setelah konfirmasi, dalam 24 jam.',
    'Pindahkan jumlah tepat ke akaun ING dengan rujukan bayaran yang dipaparkan selepas pengesahan, dalam masa 24 jam.',
  ),
  // Bike categories
  Mountain: t('Mountainbike', 'VTT', 'Sepeda gunung', 'Basikal gunung'),
  Road: t('Rennrad', 'Route', 'Sepeda balap', 'Basikal jalan raya'),
  Gravel: t('Gravelbike', 'Gravel', 'Sepeda gravel', 'Basikal gravel'),
  'City & Trekking': t('City & Trekking', 'Ville et randonnée', 'Kota & touring', 'Bandar & jelajah'),
  'E-Bike': t('E-Bike', 'Vélo électrique', 'Sepeda listrik', 'Basikal elektrik'),
  Kids: t('Kinder', 'Enfants', 'Anak-anak', 'Kanak-kanak'),
  // Merchandise categories
  'Mountain hardtail': t('Mountainbike Hardtail', 'VTT semi-rigide', 'Sepeda gunung hardtail', 'Basikal gunung hardtail'),
  'Mountain full suspension': t(
    'Mountainbike vollgefedert',
    'VTT tout suspendu',
    'Sepeda gunung suspensi penuh',
    'Basikal gunung suspensi penuh',
  ),
  'Road race': t('Rennrad Wettkampf', 'Route course', 'Sepeda balap kompetisi', 'Basikal lumba jalan raya'),
  'Road endurance': t('Rennrad Langstrecke', 'Route endurance', 'Sepeda balap jarak jauh', 'Basikal jalan raya jarak jauh'),
  'City and urban': t('Stadt und Alltag', 'Ville et urbain', 'Kota dan urban', 'Bandar dan urban'),
  Trekking: t('Trekkingrad', 'Randonnée', 'Sepeda touring', 'Basikal jelajah'),
  'E-bike city': t('E-Bike Stadt', 'Vélo électrique de ville', 'Sepeda listrik kota', 'Basikal elektrik bandar'),
  'E-mountain bike': t('E-Mountainbike', 'VTT électrique', 'Sepeda gunung listrik', 'Basikal gunung elektrik'),
  'Kids 12-16"': t('Kinder 12-16"', 'Enfants 12-16"', 'Anak-anak 12-16"', 'Kanak-kanak 12-16"'),
  'Kids 20-24"': t('Kinder 20-24"', 'Enfants 20-24"', 'Anak-anak 20-24"', 'Kanak-kanak 20-24"'),
  Helmets: t('Helme', 'Casques', 'Helm', 'Topi keledar'),
  Gloves: t('Handschuhe', 'Gants', 'Sarung tangan', 'Sarung tangan'),
  Tyres: t('Reifen', 'Pneus', 'Ban', 'Tayar'),
  'Inner tubes': t('Schläuche', 'Chambres à air', 'Ban dalam', 'Tiub dalam'),
  Drivetrain: t('Antrieb', 'Transmission', 'Penggerak', 'Sistem pemacu'),
  Brakes: t('Bremsen', 'Freins', 'Rem', 'Brek'),
  Lights: t('Beleuchtung', 'Éclairage', 'Lampu', 'Lampu'),
  Locks: t('Schlösser', 'Antivols', 'Kunci', 'Kunci'),
  'Bottles and cages': t('Flaschen und Halter', 'Bidons et porte-bidons', 'Botol dan dudukan', 'Botol dan pemegang'),
  Bags: t('Taschen', 'Sacoches', 'Tas', 'Beg'),
  Saddles: t('Sättel', 'Selles', 'Sadel', 'Pelana'),
  'Pedals and grips': t('Pedale und Griffe', 'Pédales et poignées', 'Pedal dan grip', 'Pedal dan pemegang'),
  'Tools and pumps': t('Werkzeug und Pumpen', 'Outils et pompes', 'Perkakas dan pompa', 'Alatan dan pam'),
  'Groupset kits': t('Gruppensätze', 'Kits de groupe', 'Paket groupset', 'Set kumpulan'),
  // Article tags and their categories
  'Marin 2027 preview': t('Marin 2027 Vorschau', 'Aperçu Marin 2027', 'Pratinjau Marin 2027', 'Pratonton Marin 2027'),
  New: t('Neu', 'Nouveau', 'Baru', 'Baharu'),
  Clearance: t('Abverkauf', 'Déstockage', 'Cuci gudang', 'Jualan murah'),
  'Award winner': t('Ausgezeichnet', 'Primé', 'Pemenang penghargaan', 'Pemenang anugerah'),
  'Workshop pick': t('Werkstatt-Tipp', 'Choix de l’atelier', 'Pilihan bengkel', 'Pilihan bengkel'),
  'Marin preview page': t('Marin Vorschauseite', 'Page d’aperçu Marin', 'Halaman pratinjau Marin', 'Halaman pratonton Marin'),
  Highlights: t('Highlights', 'À la une', 'Sorotan', 'Sorotan'),
  Awards: t('Auszeichnungen', 'Récompenses', 'Penghargaan', 'Anugerah'),
  // Promotions
  'Dealer days': t('Händlertage', 'Journées revendeurs', 'Hari dealer', 'Hari pengedar'),
  'Make room for the new range: 12% off bikes of model year 2025 and before, and selected current models.': t(
    'Platz für die neue Kollektion: 12 % auf Räder der Modelljahre 2025 und älter sowie ausgewählte aktuelle Modelle.',
    'Place à la nouvelle gamme : 12 % de remise sur les vélos des millésimes 2025 et antérieurs, et sur une sélection de modèles actuels.',
    'Beri ruang untuk koleksi baru: potongan 12% untuk sepeda model tahun 2025 dan sebelumnya, serta model terbaru pilihan.',
    'Beri ruang untuk rangkaian baharu: potongan 12% untuk basikal model tahun 2025 dan sebelumnya, serta model semasa terpilih.',
  ),
  'While stock lasts. Not combinable with volume discounts.': t(
    'Solange der Vorrat reicht. Nicht mit Mengenrabatten kombinierbar.',
    'Dans la limite des stocks. Non cumulable avec les remises sur quantité.',
    'Selama persediaan masih ada. Tidak dapat digabung dengan diskon volume.',
    'Selagi stok masih ada. Tidak boleh digabungkan dengan diskaun kuantiti.',
  ),
  '12% off selected bikes': t(
    '12 % auf ausgewählte Räder',
    '12 % sur une sélection de vélos',
    'Potongan 12% untuk sepeda pilihan',
    'Potongan 12% untuk basikal terpilih',
  ),
  'Helmet week': t('Helmwoche', 'Semaine du casque', 'Pekan helm', 'Minggu topi keledar'),
  'Order five helmets or more and save on each.': t(
    'Bestellen Sie fünf Helme oder mehr und sparen Sie bei jedem.',
    'Commandez cinq casques ou plus et économisez sur chacun.',
    'Pesan lima helm atau lebih dan hemat untuk setiap helm.',
    'Pesan lima topi keledar atau lebih dan jimat untuk setiap satu.',
  ),
  'Minimum 5, maximum 50 helmets per order.': t(
    'Mindestens 5, höchstens 50 Helme pro Bestellung.',
    'Minimum 5, maximum 50 casques par commande.',
    'Minimal 5, maksimal 50 helm per pesanan.',
    'Minimum 5, maksimum 50 topi keledar setiap pesanan.',
  ),
  Bundle: t('Paket', 'Lot', 'Paket', 'Pakej'),
  'Save on 5 or more helmets': t(
    'Sparen ab 5 Helmen',
    'Économisez dès 5 casques',
    'Hemat untuk 5 helm atau lebih',
    'Jimat untuk 5 topi keledar atau lebih',
  ),
  'Ride the season': t('Fahr die Saison', 'Roulez la saison', 'Gowes musim ini', 'Kayuh musim ini'),
  "A special dealer price on this season's drop-bar bikes.": t(
    'Ein Sonderpreis für Händler auf die Rennlenker-Räder dieser Saison.',
    'Un prix revendeur spécial sur les vélos à cintre route de la saison.',
    'Harga dealer khusus untuk sepeda drop-bar musim ini.',
    'Harga pengedar istimewa untuk basikal drop-bar musim ini.',
  ),
  'Up to 10 bikes per order.': t(
    'Bis zu 10 Räder pro Bestellung.',
    'Jusqu’à 10 vélos par commande.',
    'Hingga 10 sepeda per pesanan.',
    'Sehingga 10 basikal setiap pesanan.',
  ),
  'Special price': t('Sonderpreis', 'Prix spécial', 'Harga khusus', 'Harga istimewa'),
  'Special dealer price': t('Händler-Sonderpreis', 'Prix revendeur spécial', 'Harga dealer khusus', 'Harga pengedar istimewa'),
  'Lights on': t('Licht an', 'Lumières allumées', 'Lampu menyala', 'Lampu dihidupkan'),
  '15% off front lights for the dark months.': t(
    '15 % auf Frontlichter für die dunklen Monate.',
    '15 % de remise sur les éclairages avant pour les mois sombres.',
    'Potongan 15% untuk lampu depan di bulan-bulan gelap.',
    'Potongan 15% untuk lampu hadapan bagi bulan-bulan gelap.',
  ),
  'Maximum 20 per article per order.': t(
    'Höchstens 20 pro Artikel und Bestellung.',
    'Maximum 20 par article et par commande.',
    'Maksimal 20 per artikel per pesanan.',
    'Maksimum 20 bagi setiap artikel setiap pesanan.',
  ),
  '15% off lights': t('15 % auf Beleuchtung', '15 % sur l’éclairage', 'Potongan 15% untuk lampu', 'Potongan 15% untuk lampu'),
  'Summer e-bike deal': t(
    'Sommerangebot E-Bikes',
    'Offre d’été vélos électriques',
    'Promo sepeda listrik musim panas',
    'Tawaran basikal elektrik musim panas',
  ),
  '8% off e-bikes.': t(
    '8 % auf E-Bikes.',
    '8 % de remise sur les vélos électriques.',
    'Potongan 8% untuk sepeda listrik.',
    'Potongan 8% untuk basikal elektrik.',
  ),
  'Ended 31 August.': t('Beendet am 31. August.', 'Terminée le 31 août.', 'Berakhir 31 Agustus.', 'Tamat 31 Ogos.'),
  'E-bikes for summer': t(
    'E-Bikes für den Sommer',
    'Vélos électriques pour l’été',
    'Sepeda listrik untuk musim panas',
    'Basikal elektrik untuk musim panas',
  ),
  'New year tyre stock-up': t(
    'Reifenvorrat zum neuen Jahr',
    'Stock de pneus pour la nouvelle année',
    'Stok ban tahun baru',
    'Stok tayar tahun baharu',
  ),
  '10% off tyres from January.': t(
    '10 % auf Reifen ab Januar.',
    '10 % de remise sur les pneus dès janvier.',
    'Potongan 10% untuk ban mulai Januari.',
    'Potongan 10% untuk tayar mulai Januari.',
  ),
  'From 1 January to 31 March.': t(
    'Vom 1. Januar bis 31. März.',
    'Du 1er janvier au 31 mars.',
    'Dari 1 Januari hingga 31 Maret.',
    'Dari 1 Januari hingga 31 Mac.',
  ),
  'Tyres for the new season': t(
    'Reifen für die neue Saison',
    'Des pneus pour la nouvelle saison',
    'Ban untuk musim baru',
    'Tayar untuk musim baharu',
  ),
  // The markets' VAT notes, portal titles and descriptions
  'Prices exclude 11% VAT (PPN). Delivery dates are estimates until the order is confirmed.': t(
    'Preise zzgl. 11 % MwSt. (PPN). Liefertermine sind bis zur Auftragsbestätigung Schätzungen.',
    'Prix hors TVA de 11 % (PPN). Les dates de livraison sont estimées jusqu’à la confirmation de la commande.',
    'Harga belum termasuk PPN 11%. Tanggal pengiriman masih perkiraan sampai pesanan dikonfirmasi.',
    'Harga tidak termasuk VAT 11% (PPN). Tarikh penghantaran adalah anggaran sehingga pesanan disahkan.',
  ),
  'Prices exclude state sales tax. Freight is charged at shipment.': t(
    'Preise zzgl. bundesstaatlicher Umsatzsteuer. Fracht wird beim Versand berechnet.',
    'Prix hors taxe de vente de l’État. Le fret est facturé à l’expédition.',
    'Harga belum termasuk pajak penjualan negara bagian. Ongkos kirim ditagih saat pengiriman.',
    'Harga tidak termasuk cukai jualan negeri. Caj pengangkutan dikenakan semasa penghantaran.',
  ),
  'Prices exclude VAT. Orders above € 2.500 ship free of charge within the EU.': t(
    'Preise zzgl. MwSt. Bestellungen über 2.500 € liefern wir innerhalb der EU versandkostenfrei.',
    'Prix hors TVA. Les commandes de plus de 2 500 € sont livrées gratuitement dans l’UE.',
    'Harga belum termasuk PPN. Pesanan di atas € 2.500 dikirim gratis di dalam UE.',
    'Harga tidak termasuk VAT. Pesanan melebihi € 2.500 dihantar percuma dalam EU.',
  ),
  'Prices exclude 10% sales tax (SST).': t(
    'Preise zzgl. 10 % Umsatzsteuer (SST).',
    'Prix hors taxe sur les ventes de 10 % (SST).',
    'Harga belum termasuk pajak penjualan 10% (SST).',
    'Harga tidak termasuk cukai jualan 10% (SST).',
  ),
  'Prices exclude 9% GST.': t(
    'Preise zzgl. 9 % GST.',
    'Prix hors GST de 9 %.',
    'Harga belum termasuk GST 9%.',
    'Harga tidak termasuk GST 9%.',
  ),
};

const portalTitle = (name: string) =>
  t(
    `Händlerportal ${({ Indonesia: 'Indonesien', 'United States': 'USA', Europe: 'Europa', Malaysia: 'Malaysia', Singapore: 'Singapur', Canada: 'Kanada' } as Record<string, string>)[name]}`,
    `Portail revendeurs ${({ Indonesia: 'Indonésie', 'United States': 'États-Unis', Europe: 'Europe', Malaysia: 'Malaisie', Singapore: 'Singapour', Canada: 'Canada' } as Record<string, string>)[name]}`,
    `Portal Dealer ${({ Indonesia: 'Indonesia', 'United States': 'Amerika Serikat', Europe: 'Eropa', Malaysia: 'Malaysia', Singapore: 'Singapura', Canada: 'Kanada' } as Record<string, string>)[name]}`,
    `Portal Pengedar ${({ Indonesia: 'Indonesia', 'United States': 'Amerika Syarikat', Europe: 'Eropah', Malaysia: 'Malaysia', Singapore: 'Singapura', Canada: 'Kanada' } as Record<string, string>)[name]}`,
  );

const portalDescription = (company: string) =>
  t(
    `Bestellen Sie Räder, Teile und Zubehör, bezahlen Sie Rechnungen und behalten Sie Ihren Kredit bei ${company} im Blick.`,
    `Commandez vélos, pièces et accessoires, payez vos factures et suivez votre crédit chez ${company}.`,
    `Pesan sepeda, suku cadang dan aksesori, bayar faktur dan pantau kredit Anda di ${company}.`,
    `Pesan basikal, alat ganti dan aksesori, bayar invois dan pantau kredit anda dengan ${company}.`,
  );

type Source = { entity: string; key: string; field: string; text: string | null; translations?: Translations };

/** Every data text the demo writes, with the entity row it belongs to. */
export function dataTextSources(): Source[] {
  const sources: Source[] = [];
  const add = (entity: string, key: string, fields: Record<string, string | null>) => {
    for (const [field, text] of Object.entries(fields)) sources.push({ entity, key, field, text });
  };
  for (const r of shipmentMethodRows())
    add('shipmentMethod', keyOf.shipmentMethod(r.sorg, r.code), { type: r.type, description: r.description });
  for (const r of paymentMethodRows())
    add('paymentMethod', keyOf.paymentMethod(r.sorg, r.code), {
      type: r.type,
      description: r.description,
      instruction: r.instruction ?? null,
    });
  for (const r of bikeCategoryRows())
    add('bikeCategory', keyOf.bikeCategory(r.sorg, JSON.parse(r.mcIds) as string[]), { wording: r.wording });
  for (const r of merchandiseCategoryRows()) add('merchandiseCategory', r.id, { name: r.name });
  for (const name of ['Marin 2027 preview', 'New', 'Clearance', 'Award winner', 'Workshop pick']) add('articleTag', name, { name });
  for (const r of tagCategoryRows) add('articleTagCategory', r.code, { name: r.name });
  for (const m of markets) {
    for (const { promotion: p } of promotionsOf(m, [])) {
      add('promotion', keyOf.promotion(p.sorg, p.code), {
        name: p.name,
        description: p.description ?? null,
        terms: p.terms ?? null,
        badge: p.badge ?? null,
        tagline: p.tagline ?? null,
      });
    }
    const config = hostConfig(m, m.hostnames[0]);
    add('market', m.sorg, { cartDisclaimer: config.cartDisclaimer });
    sources.push({ entity: 'market', key: m.sorg, field: 'webTitle', text: config.webTitle, translations: portalTitle(m.name) });
    sources.push({
      entity: 'market',
      key: m.sorg,
      field: 'webDescription',
      text: config.webDescription,
      translations: portalDescription(m.sorgName.replace(/\.$/, '')),
    });
  }
  return sources.filter((s) => s.text);
}

/** The translated rows of every data text; a text with no letters ('-15%') reads the same everywhere. */
export function dataTextRows(): Insertable<DataTextTable>[] {
  return dataTextSources()
    .filter((s) => /\p{L}/u.test(s.text!))
    .flatMap((s) => {
      const translations = s.translations ?? dataTextTranslations[s.text!];
      if (!translations) throw new Error(`No translation of the data text "${s.text}"`);
      return TRANSLATED_LOCALES.map((locale) => ({
        entity: s.entity,
        entityKey: s.key,
        field: s.field,
        locale,
        text: translations[locale],
      }));
    });
}
