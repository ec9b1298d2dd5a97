/**
 * What the built-in ERP knows of each sales organisation that the portal's tables do not hold: the output tax it
 * charges (the rates the markets' cart disclaimers name; US state sales tax is the dealer's to settle on resale,
 * so none) and the carrier that takes its deliveries, with the page where a dealer follows a parcel.
 */
interface MarketBooks {
  taxRate: number;
  carrier: string;
  /** Tracking numbers start with this, followed by digits from the DO number. */
  trackingPrefix: string;
  trackingUrl: (trackingNo: string) => string;
}

const books: Record<string, MarketBooks> = {
  1000: {
    taxRate: 0.11,
    carrier: 'JNE Trucking',
    trackingPrefix: 'JT',
    trackingUrl: (no) => `https://www.jne.co.id/tracking-package?awb=${no}`,
  },
  2000: { taxRate: 0.1, carrier: 'Pos Laju', trackingPrefix: 'EP', trackingUrl: (no) => `https://tracking.pos.com.my/tracking/${no}` },
  3000: { taxRate: 0, carrier: 'UPS Freight', trackingPrefix: '1Z', trackingUrl: (no) => `https://www.ups.com/track?tracknum=${no}` },
  4000: {
    taxRate: 0.21,
    carrier: 'DHL Freight',
    trackingPrefix: 'JJD',
    trackingUrl: (no) => `https://www.dhl.com/nl-en/home/tracking.html?tracking-id=${no}`,
  },
  5000: {
    taxRate: 0.09,
    carrier: 'Ninja Van',
    trackingPrefix: 'NV',
    trackingUrl: (no) => `https://www.ninjavan.co/en-sg/tracking?id=${no}`,
  },
  6000: {
    taxRate: 0.05,
    carrier: 'Canada Post',
    trackingPrefix: 'CP',
    trackingUrl: (no) => `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${no}`,
  },
};

const fallback: MarketBooks = { taxRate: 0, carrier: 'Own fleet', trackingPrefix: 'OF', trackingUrl: () => '' };

export const booksOf = (sorg: string): MarketBooks => books[sorg] ?? fallback;

/** Shipment methods the dealer collects themselves: no carrier, no tracking. */
export const isPickUp = (shipmentMethod: string) => shipmentMethod === 'PICKUP';

/** Days on the road after goods issue, by shipment method (seeded codes: EXP, REG/STD, PICKUP). */
export const transitDays = (shipmentMethod: string) => (shipmentMethod === 'EXP' ? 2 : isPickUp(shipmentMethod) ? 0 : 5);
