import { describe, expect, it } from 'vitest';
import {
  allChosen,
  CLICK_COLLECT_STATUSES,
  clickCollectMessages,
  mayChoose,
  mayMoveTo,
  mayUpdateShipments,
  nextStatuses,
  statusAfterShipment,
  statusAfterSubmit,
} from '../../src/rules/click-collect.ts';

describe('click and collect statuses (spec 3 §4)', () => {
  it('has the nine statuses of the spec, in the order an order passes them', () => {
    expect(CLICK_COLLECT_STATUSES).toEqual([
      'need_confirmation',
      'open',
      'processing_by_hq',
      'confirmed',
      'shipment_from_hq',
      'partially_shipped',
      'shipped',
      'ready_to_pickup',
      'complete',
    ]);
  });

  it('moves by hand only forward along the path, never back and never past the maker', () => {
    expect(mayMoveTo('need_confirmation', 'open')).toBe(true);
    expect(mayMoveTo('processing_by_hq', 'confirmed')).toBe(true);
    expect(mayMoveTo('confirmed', 'shipment_from_hq')).toBe(true);
    expect(mayMoveTo('shipped', 'ready_to_pickup')).toBe(true);
    expect(mayMoveTo('ready_to_pickup', 'complete')).toBe(true);
    // Submit leaves 'open'; shipments set the shipped statuses; nothing leaves 'complete' or goes back.
    expect(nextStatuses('open')).toEqual([]);
    expect(nextStatuses('shipment_from_hq')).toEqual([]);
    expect(nextStatuses('complete')).toEqual([]);
    expect(mayMoveTo('processing_by_hq', 'ready_to_pickup')).toBe(false);
    expect(mayMoveTo('complete', 'open')).toBe(false);
    expect(mayMoveTo('need_confirmation', 'complete')).toBe(false);
    for (const from of CLICK_COLLECT_STATUSES) expect(mayMoveTo(from, from)).toBe(false);
  });

  it('lets articles be chosen until submit, while the order needs confirmation or is open', () => {
    expect(mayChoose({ status: 'need_confirmation', submitted: false })).toBe(true);
    expect(mayChoose({ status: 'open', submitted: false })).toBe(true);
    expect(mayChoose({ status: 'open', submitted: true })).toBe(false);
    expect(mayChoose({ status: 'processing_by_hq', submitted: false })).toBe(false);
  });

  it("submits only when every article is chosen, with the spec's message otherwise", () => {
    expect(allChosen([{ choice: 'order_to_hq' }, { choice: null }])).toBe(false);
    expect(allChosen([])).toBe(false);
    expect(allChosen([{ choice: 'order_to_hq' }, { choice: 'ready_to_pickup' }])).toBe(true);
    expect(clickCollectMessages.choose_all).toBe('All item need to choose (Order To HQ / Ready To Pickup).');
  });

  it('goes to the maker when any article is ordered from HQ, else straight to ready to pickup', () => {
    expect(statusAfterSubmit([{ choice: 'ready_to_pickup' }, { choice: 'order_to_hq' }])).toBe('processing_by_hq');
    expect(statusAfterSubmit([{ choice: 'ready_to_pickup' }])).toBe('ready_to_pickup');
  });

  it('follows the arrived quantities of the HQ articles once the maker confirmed', () => {
    const hq = (qty: number, qtyShipped: number) => ({ choice: 'order_to_hq' as const, qty, qtyShipped });
    const shelf = { choice: 'ready_to_pickup' as const, qty: 3, qtyShipped: 0 };
    expect(statusAfterShipment('shipment_from_hq', [hq(2, 0), shelf])).toBe('shipment_from_hq');
    expect(statusAfterShipment('shipment_from_hq', [hq(2, 1), hq(1, 0), shelf])).toBe('partially_shipped');
    expect(statusAfterShipment('partially_shipped', [hq(2, 2), hq(1, 1), shelf])).toBe('shipped');
    expect(mayUpdateShipments('processing_by_hq')).toBe(false);
    expect(mayUpdateShipments('confirmed')).toBe(true);
    expect(mayUpdateShipments('shipped')).toBe(false);
  });
});
