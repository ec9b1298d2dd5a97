/** The parts of a postal address as the portal stores them (customers have no postal code). */
export interface AddressParts {
  address?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
}

type Part = string | null | undefined;
const joined = (separator: string, ...parts: Part[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(separator);

/** 'City, ST 12345': the place line of the US and Canada, and of Indonesia with its province ('Bandung, Jawa Barat 40115'). */
const cityRegionPostcode = (p: AddressParts) => [joined(' ', joined(', ', p.city, p.region), p.postalCode)];

/**
 * The lines after the street, per country (ISO 3166 alpha-2), in the order the country's post writes them.
 * Where the region is no part of the address (Germany's Land, a Singapore district) it is left out.
 */
const placeLines: Record<string, (p: AddressParts) => Part[]> = {
  US: cityRegionPostcode,
  CA: cityRegionPostcode,
  ID: cityRegionPostcode,
  DE: (p) => [joined(' ', p.postalCode, p.city)],
  NL: (p) => [joined(' ', p.postalCode, p.city)],
  FR: (p) => [joined(' ', p.postalCode, p.city)],
  // Malaysia: '50450 Kuala Lumpur', then the state on a line of its own.
  MY: (p) => [joined(' ', p.postalCode, p.city), p.region],
  // Singapore is its own city: 'Singapore 560123'.
  SG: (p) => [joined(' ', p.city || (p.postalCode ? 'Singapore' : null), p.postalCode)],
};

/** Any other country: postcode and city, then the region. */
const fallback = (p: AddressParts): Part[] => [joined(' ', p.postalCode, p.city), p.region];

/** An address as lines in the country's order (street first); empty parts and lines are left out. */
export function formatAddress(parts: AddressParts, country: string | null | undefined): string[] {
  const place = placeLines[(country ?? '').toUpperCase()] ?? fallback;
  return [parts.address, ...place(parts)].map((l) => l?.trim() ?? '').filter(Boolean);
}

/** The same address on one line, for a list or a cell: its lines joined by commas. */
export const addressLine = (parts: AddressParts, country: string | null | undefined) => formatAddress(parts, country).join(', ');
