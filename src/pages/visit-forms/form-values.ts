import { PHOTO_SLOTS, type PhotoSlot } from '../../rules/visit-forms.ts';
import type { PhotoValue, SlotPhoto } from './photo-slot.tsx';
import type { VisitForm } from '../../graphql/visit-forms.ts';

/** The form's values; brand domination stays 'unanswered' until the rep says yes or no. */
export interface VisitFormValues {
  custCode?: string;
  otherMidrange: string[];
  otherMidrangeDescription?: string;
  brandDomination: 'yes' | 'no' | 'unanswered';
  qtyPlgGrp?: number | null;
  qtyNonPlgGrp?: number | null;
  brandDisplay: string[];
  brandDisplayDescription?: string;
  seriesList: string[];
  seriesBrand: { brand?: string; series?: string }[];
  otherSeriesList: string[];
  notes?: string;
  equipment: string[];
  equipmentText?: string;
  photos: Partial<Record<PhotoSlot, PhotoValue>>;
}

export const emptyValues = (): VisitFormValues => ({
  otherMidrange: [],
  brandDomination: 'unanswered',
  brandDisplay: [],
  seriesList: [],
  seriesBrand: [],
  otherSeriesList: [],
  equipment: [],
  photos: {},
});

/** A stored form as the form's values, and the photos its slots already keep. */
export function valuesOf(form: VisitForm): { values: VisitFormValues; kept: Partial<Record<PhotoSlot, SlotPhoto>> } {
  const kept: Partial<Record<PhotoSlot, SlotPhoto>> = {};
  const photos: VisitFormValues['photos'] = {};
  for (const slot of PHOTO_SLOTS) {
    const file = form[slot];
    if (file) {
      kept[slot] = file;
      photos[slot] = file.id;
    }
  }
  return {
    kept,
    values: {
      custCode: form.custCode,
      otherMidrange: form.otherMidrange,
      otherMidrangeDescription: form.otherMidrangeDescription ?? undefined,
      brandDomination: form.brandDomination == null ? 'unanswered' : form.brandDomination ? 'yes' : 'no',
      qtyPlgGrp: form.qtyPlgGrp,
      qtyNonPlgGrp: form.qtyNonPlgGrp,
      brandDisplay: form.brandDisplay,
      brandDisplayDescription: form.brandDisplayDescription ?? undefined,
      seriesList: form.seriesList,
      seriesBrand: form.seriesBrand,
      otherSeriesList: form.otherSeriesList,
      notes: form.notes ?? undefined,
      equipment: form.equipment,
      equipmentText: form.equipmentText ?? undefined,
      photos,
    },
  };
}

/** Whether a photo is still on its way (its slot holds an `uploading:` marker). */
export const uploadsPending = (v: VisitFormValues) => Object.values(v.photos ?? {}).some((p) => typeof p === 'string');

/** The mutation's input: brand domination only when answered, photos by slot. */
export function inputOf(v: VisitFormValues) {
  const text = (s: string | undefined | null) => (s ?? '').trim() || null;
  return {
    custCode: v.custCode ?? '',
    otherMidrange: v.otherMidrange ?? [],
    otherMidrangeDescription: text(v.otherMidrangeDescription),
    ...(v.brandDomination === 'unanswered' ? {} : { brandDomination: v.brandDomination === 'yes' }),
    qtyPlgGrp: v.qtyPlgGrp ?? null,
    qtyNonPlgGrp: v.qtyNonPlgGrp ?? null,
    brandDisplay: v.brandDisplay ?? [],
    brandDisplayDescription: text(v.brandDisplayDescription),
    seriesList: v.seriesList ?? [],
    seriesBrand: (v.seriesBrand ?? []).map((s) => ({ brand: s?.brand ?? '', series: s?.series ?? '' })).filter((s) => s.brand || s.series),
    otherSeriesList: v.otherSeriesList ?? [],
    notes: text(v.notes),
    equipment: v.equipment ?? [],
    equipmentText: text(v.equipmentText),
    photos: PHOTO_SLOTS.flatMap((slot) => (typeof v.photos?.[slot] === 'number' ? [{ slot, fileId: v.photos[slot] as number }] : [])),
  };
}
