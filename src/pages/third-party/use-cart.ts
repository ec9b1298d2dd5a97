import { useCallback, useEffect, useState } from 'react';

/**
 * The third-party cart (spec 3 §3: a simple cart line has vendor.id, articleCode, qty and price): kept in the
 * browser per user and active customer, so it survives a reload; the checkout checks every line again.
 */
export interface CartLine {
  vendorId: number;
  vendorName: string;
  articleCode: string;
  name: string;
  salesUnit: string;
  qty: number;
  /** The price the dealer saw, minor units; null where the host hides prices. */
  price: number | null;
  /** The stock the dealer saw, where the host shows it. */
  stock: number | null;
}

const EVENT = 'portal:third-party-cart';
const keyOf = (owner: string) => `portal.third-party-cart.${owner}`;

function read(owner: string): CartLine[] {
  try {
    const lines = JSON.parse(localStorage.getItem(keyOf(owner)) ?? '[]') as CartLine[];
    return Array.isArray(lines) ? lines.filter((l) => l && typeof l.articleCode === 'string' && l.qty > 0) : [];
  } catch {
    return [];
  }
}

export function useThirdPartyCart(owner: string | null) {
  const [lines, setLines] = useState<CartLine[]>(() => (owner ? read(owner) : []));
  useEffect(() => {
    if (!owner) return setLines([]);
    setLines(read(owner));
    // Another tab, or another part of this page, changed it.
    const sync = () => setLines(read(owner));
    window.addEventListener(EVENT, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(EVENT, sync);
      window.removeEventListener('storage', sync);
    };
  }, [owner]);

  const write = useCallback(
    (next: CartLine[]) => {
      if (!owner) return;
      localStorage.setItem(keyOf(owner), JSON.stringify(next));
      setLines(next);
      window.dispatchEvent(new Event(EVENT));
    },
    [owner],
  );

  const same = (a: Pick<CartLine, 'vendorId' | 'articleCode'>, b: Pick<CartLine, 'vendorId' | 'articleCode'>) =>
    a.vendorId === b.vendorId && a.articleCode === b.articleCode;

  return {
    lines,
    add: (line: CartLine) => {
      const current = read(owner ?? '');
      const found = current.find((l) => same(l, line));
      write(found ? current.map((l) => (same(l, line) ? { ...line, qty: l.qty + line.qty } : l)) : [...current, line]);
    },
    setQty: (line: CartLine, qty: number) => write(read(owner ?? '').map((l) => (same(l, line) ? { ...l, qty } : l))),
    remove: (line: CartLine) => write(read(owner ?? '').filter((l) => !same(l, line))),
    clear: () => write([]),
  };
}
