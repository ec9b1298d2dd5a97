import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../api/adapters/mail/index.ts';
import { codes, startPortal } from './harness.ts';
import { claimsKit } from './claims-support.ts';
import { withHostFlags } from './host-flags.ts';

const portal = await startPortal();
const { db } = portal;
const kit = claimsKit(portal);
const { data, gql, STATUS, RESULT, CREATE_BIKE } = kit;

const CLAIM = `query($id: ID!) { claim(id: $id) { id referenceNo productCategory status { id } frameNumber brandName model modelYear series productionCode
  frameShippedDelvNo frameShippedTo invoicedValue creditedAmount currency nextStatuses mayEdit mayComment readsInternal
  docs { docType file { id kind thumbnailUrl } } recallFrames { title isOpen } stolenBike { isStolen }
  comments { comment internal } histories { action fromStatus toStatus reason } creditNote { invoiceNo amount status } } }`;
const claimOf = async (username: string, id: string) => (await data(username, CLAIM, { id })).claim;
const move = async (username: string, id: string, status: string, extra: Record<string, unknown> = {}) =>
  gql(username, STATUS, { id, status, ...extra });

describe('frames', () => {
  it('gives the dealer at least 40 shipped frames, some under an open recall and one reported stolen', async () => {
    const customerId = await kit.customerIdOf('dealer');
    const frames = await db.selectFrom('frames').select(['frameNumber', 'deliveryNo']).where('customerId', '=', customerId).execute();
    expect(frames.length).toBeGreaterThanOrEqual(40);
    expect(frames.every((f) => /^[A-Z]{2}\d{2}[A-Z]\d{2}\d{7}$/.test(f.frameNumber) && /^DO1000\d{6}$/.test(f.deliveryNo))).toBe(true);
    await kit.frameOf('dealer', 'recall');
    await kit.frameOf('dealer', 'stolen');
  });

  it('looks up a frame of the active customer with its bike, recalls and stolen report', async () => {
    const frame = await kit.frameOf('dealer', 'recall');
    const answer = await data(
      'dealer',
      `query($f: String!) { claimFrame(frameNumber: $f) { frameNumber brand model modelYear deliveryNo
      recalls { title instruction isOpen } stolen { isStolen } } claimRecallFrames(frameNumber: $f) { title } claimStolenBike(frameNumber: $f) { isStolen } }`,
      { f: frame.frameNumber.toLowerCase() },
    );
    expect(answer.claimFrame.frameNumber).toBe(frame.frameNumber);
    expect(answer.claimFrame.recalls.some((r: any) => r.isOpen && r.instruction)).toBe(true);
    expect(answer.claimRecallFrames.length).toBeGreaterThan(0);
    expect(answer.claimStolenBike.isStolen).toBe(false);
  });

  it('gives every delivered bike unit a frame number when the built-in ERP ships an order', async () => {
    const { seedOrderHistory } = await import('../../api/db/seed/order-history.ts');
    const customerId = await kit.customerIdOf('dealer2');
    const before = await db
      .selectFrom('frames')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', customerId)
      .executeTakeFirstOrThrow();
    await seedOrderHistory(db, [customerId]);
    const shippedBikes = await db
      .selectFrom('deliveryLines as dl')
      .innerJoin('deliveries as d', 'd.id', 'dl.deliveryId')
      .innerJoin('orderLines as ol', 'ol.id', 'dl.orderLineId')
      .innerJoin('articles as a', 'a.id', 'ol.articleId')
      .select((eb) => eb.fn.sum<number>('dl.qty').as('n'))
      .where('d.customerId', '=', customerId)
      .where('a.category', '=', 'BIKE')
      .executeTakeFirstOrThrow();
    const framed = await db
      .selectFrom('frames')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', customerId)
      .where('deliveryId', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(Number(shippedBikes.n)).toBeGreaterThan(0);
    expect(Number(framed.n)).toBe(Number(shippedBikes.n));
    const after = await db
      .selectFrom('frames')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customerId', '=', customerId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + Number(shippedBikes.n));
  }, 60_000);
});

describe('filing a bike claim', () => {
  it('files a claim with photos and an invoice; the bike fields come from the frame, not the input', async () => {
    const frame = await kit.frameOf('dealer', 'recall');
    const photos = [
      await kit.uploadedId('dealer', await kit.jpeg(90), 'fork-1.jpg'),
      await kit.uploadedId('dealer', await kit.jpeg(150), 'fork-2.jpg'),
    ];
    const invoice = await kit.uploadedId('dealer', kit.pdf(), 'receipt.pdf');
    const input = await kit.form({
      frameNumber: frame.frameNumber,
      brand: undefined,
      attachments: [
        { slot: 'photo1', fileId: photos[0] },
        { slot: 'photo2', fileId: photos[1] },
        { slot: 'invoice', fileId: invoice },
      ],
    });
    const answer = (await data('dealer', CREATE_BIKE, { input })).createClaimBike;
    expect(answer.message.status).toBe(true);
    expect(answer.claim.referenceNo).toMatch(/^CLM-1000-\d{6}$/);
    const claim = await claimOf('dealer', answer.claim.id);
    const bike = await db
      .selectFrom('frames as f')
      .innerJoin('articles as a', 'a.id', 'f.articleId')
      .select(['a.brand', 'a.model', 'a.modelYear', 'f.deliveryNo', 'f.productionCode'])
      .where('f.frameNumber', '=', frame.frameNumber)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({
      status: { id: 'submitted' },
      frameNumber: frame.frameNumber,
      brandName: bike.brand,
      model: bike.model,
      modelYear: bike.modelYear,
      frameShippedDelvNo: bike.deliveryNo,
      productionCode: bike.productionCode,
      invoicedValue: frame.unitPrice,
      mayEdit: true,
    });
    expect(claim.docs.map((d: any) => d.docType).sort()).toEqual(['invoice', 'photo1', 'photo2']);
    expect(claim.docs.find((d: any) => d.docType === 'photo1').file.thumbnailUrl).toMatch(/^\/files\/\d+\/thumbnail\?/);
    expect(claim.recallFrames.some((r: any) => r.isOpen)).toBe(true);
    expect(claim.histories).toEqual([{ action: 'created', fromStatus: null, toStatus: 'submitted', reason: null }]);
  });

  it('refuses bytes that are no image, video or PDF, and a PDF in a photo slot', async () => {
    const refused = await kit.upload('dealer', Buffer.from('MZ\x90\x00 this is a program, not a photo'), 'photo.jpg');
    expect(refused).toMatchObject({ message: { status: false }, code: 'I003', file: null });
    const frame = await kit.frameOf('dealer');
    const pdfId = await kit.uploadedId('dealer', kit.pdf(), 'not-a-photo.pdf');
    const before = await db
      .selectFrom('claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = (
      await data('dealer', CREATE_BIKE, {
        input: await kit.form({ frameNumber: frame.frameNumber, attachments: [{ slot: 'photo1', fileId: pdfId }] }),
      })
    ).createClaimBike;
    expect(answer.message.status).toBe(false);
    expect(answer.userErrors).toContainEqual(
      expect.objectContaining({ field: 'attachments.photo1', messageKey: 'claims:errors.file_wrong_kind' }),
    );
    const after = await db
      .selectFrom('claims')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a frame shipped to another customer, a frame number that is too long, and a second open claim on one frame', async () => {
    const other = await kit.frameOf('dealer2');
    const refusedFor = async (frameNumber: string) =>
      (await data('dealer', CREATE_BIKE, { input: await kit.form({ frameNumber }) })).createClaimBike.userErrors.map(
        (e: any) => e.messageKey,
      );
    // The market takes claims on frames it does not know (claimNonCode): another dealer's frame is one of those, and the
    // answer asks for the bike's model as for any unknown number, never telling that the frame exists.
    expect(await refusedFor(other.frameNumber)).toEqual(['claims:errors.bike_model_required']);
    expect(await refusedFor('ZZ-NEVER-SHIPPED-01')).toEqual(['claims:errors.bike_model_required']);
    expect(await refusedFor('PO27K01'.padEnd(21, '9'))).toEqual(['claims:errors.frame_too_long']);
    const { frame } = await kit.fileBikeClaim('dealer');
    expect(await refusedFor(frame.frameNumber)).toEqual(['claims:errors.frame_already_reported']);
    expect(await db.selectFrom('claims').select('id').where('frameId', '=', other.id).execute()).toEqual([]);
  });

  it('names each bad field and writes nothing', async () => {
    const frame = await kit.frameOf('dealer');
    const answer = (
      await data('dealer', CREATE_BIKE, {
        input: await kit.form({
          frameNumber: frame.frameNumber,
          contactPersonPhone: 'call me',
          consumer: { name: '', email: 'nope' },
          description: ' ',
          problems: [],
          purchaseDate: '2999-01-01',
        }),
      })
    ).createClaimBike;
    expect(answer.message.status).toBe(false);
    expect(answer.userErrors.map((e: any) => e.field).sort()).toEqual([
      'consumer.email',
      'consumer.name',
      'contactPersonPhone',
      'description',
      'problems',
      'purchaseDate',
    ]);
    expect(await db.selectFrom('claims').select('id').where('frameId', '=', frame.id).execute()).toEqual([]);
  });
});

describe('a bike claim on a frame number the portal does not know (claimNonCode)', () => {
  const articleOf = async (category: 'BIKE' | 'PAA', sorg = '1000') =>
    db
      .selectFrom('articles')
      .select(['id', 'name', 'model', 'dealerPrice'])
      .where('category', '=', category)
      .where('sorg', '=', sorg)
      .orderBy('id')
      .executeTakeFirstOrThrow();
  const file = async (username: string, input: Record<string, unknown>) =>
    (await data(username, CREATE_BIKE, { input: await kit.form(input) })).createClaimBike;
  const keys = (answer: { userErrors: { field: string; messageKey: string }[] }) =>
    answer.userErrors.map((e) => `${e.field}: ${e.messageKey}`);

  it("files it with the bike's model from the market's bikes and the proof of purchase, and reads it as typed", async () => {
    const bike = await articleOf('BIKE');
    const frameNumber = 'ZZ-OLD-2016-0042';
    const proof = await kit.uploadedId('dealer', kit.pdf(), 'receipt.pdf');
    const withProof = [{ slot: 'invoice', fileId: proof }];
    expect(keys(await file('dealer', { frameNumber, attachments: withProof }))).toEqual(['articleId: claims:errors.bike_model_required']);
    const paa = await articleOf('PAA');
    expect(keys(await file('dealer', { frameNumber, articleId: paa.id, attachments: withProof }))).toEqual([
      'articleId: claims:errors.bike_model_required',
    ]);
    const otherMarket = await articleOf('BIKE', '2000');
    expect(keys(await file('dealer', { frameNumber, articleId: otherMarket.id, attachments: withProof }))).toEqual([
      'articleId: claims:errors.bike_model_required',
    ]);
    expect(keys(await file('dealer', { frameNumber, articleId: bike.id }))).toEqual([
      'attachments: claims:errors.proof_of_purchase_required',
    ]);
    expect(await db.selectFrom('claims').select('id').where('unknownFrameNumber', '=', frameNumber).execute()).toEqual([]);

    const answer = await file('dealer', { frameNumber: 'zz-old-2016-00 42', articleId: bike.id, attachments: withProof });
    expect(answer.message.status).toBe(true);
    const claim = (
      await data(
        'dealer',
        `query($id: ID!) { claim(id: $id) { frameNumber frameUnknown model invoicedValue frameShippedDelvNo
        frameShippedTo productionCode recallFrames { id } stolenBike { isStolen } docs { docType } } }`,
        { id: answer.claim.id },
      )
    ).claim;
    expect(claim).toMatchObject({
      frameNumber,
      frameUnknown: true,
      model: bike.model,
      invoicedValue: bike.dealerPrice,
      frameShippedDelvNo: null,
      frameShippedTo: null,
      productionCode: null,
      recallFrames: [],
      docs: [{ docType: 'invoice' }],
    });
    // One open claim per bike holds for a typed number too; the list finds it by that number.
    const secondProof = [{ slot: 'invoice', fileId: await kit.uploadedId('dealer', kit.pdf(), 'receipt-2.pdf') }];
    expect(keys(await file('dealer', { frameNumber, articleId: bike.id, attachments: secondProof }))).toEqual([
      'frameNumber: claims:errors.frame_already_reported',
    ]);
    const listed = (await data('dealer', '{ claims(page: 1, limit: 10, filter: { search: "old-2016" }) { claims { id frameNumber } } }'))
      .claims.claims;
    expect(listed).toEqual([{ id: answer.claim.id, frameNumber }]);
    // Edited while submitted, it keeps its number and names its model again.
    const UPDATE = `mutation($id: ID!, $input: ClaimBikeInput!) { updateClaimBike(id: $id, input: $input) { ${kit.RESULT} } }`;
    const edited = (
      await data('dealer', UPDATE, {
        id: answer.claim.id,
        input: await kit.form({ frameNumber, articleId: bike.id, attachments: withProof, description: 'Oil on the left leg.' }),
      })
    ).updateClaimBike;
    expect(edited.message.status).toBe(true);
    // Another dealer reads nothing of it.
    expect(codes(await gql('dealer2', 'query($id: ID!) { claim(id: $id) { frameNumber } }', { id: answer.claim.id }))).toEqual(['N001']);
    // A known frame is still a known frame: its claim says so.
    const known = await kit.fileBikeClaim('dealer');
    expect((await data('dealer', 'query($id: ID!) { claim(id: $id) { frameUnknown } }', { id: known.id })).claim.frameUnknown).toBe(false);
  });

  it("offers the market's bikes for it, and nothing where the market takes no such claims, which the API then refuses", async () => {
    const BIKES = '{ claimBikeArticles(search: "") { id name model } }';
    const offered = (await data('dealer', BIKES)).claimBikeArticles;
    expect(offered.length).toBeGreaterThan(0);
    const bikeIds = new Set(
      (await db.selectFrom('articles').select('id').where('category', '=', 'BIKE').where('sorg', '=', '1000').execute()).map((a) => a.id),
    );
    expect(offered.every((a: { id: number }) => bikeIds.has(a.id))).toBe(true);
    const restore = await withHostFlags(db, 'localhost', { claimNonCode: false });
    try {
      expect((await data('dealer', BIKES)).claimBikeArticles).toEqual([]);
      const proof = await kit.uploadedId('dealer', kit.pdf(), 'receipt.pdf');
      const answer = await file('dealer', {
        frameNumber: 'ZZ-OFF-MARKET-7',
        articleId: offered[0].id,
        attachments: [{ slot: 'invoice', fileId: proof }],
      });
      expect(keys(answer)).toEqual(['frameNumber: claims:errors.frame_not_found']);
    } finally {
      await restore();
    }
  });
});

describe('filing a PAA claim', () => {
  it('takes an article of an invoice of the dealer, at most the invoiced quantity, and caps the credit at price times qty', async () => {
    const articles = (await data('dealer', '{ claimArticles(search: "") { id articleCode invoices { invoiceNo qty price } } }'))
      .claimArticles;
    const article = articles.find((a: any) => a.invoices.some((i: any) => i.qty >= 2));
    const line = article.invoices.find((i: any) => i.qty >= 2);
    const create = `mutation($input: ClaimPaaInput!) { createClaimPaa(input: $input) { ${RESULT} } }`;
    const input = async (qty: number, invoiceNo = line.invoiceNo) => ({
      ...(await kit.form({ problems: [{ problemId: await kit.problemId('PAA') }] })),
      articleId: article.id,
      qty,
      invoiceNo,
    });
    const tooMany = (await data('dealer', create, { input: await input(line.qty + 1) })).createClaimPaa;
    expect(tooMany.userErrors).toEqual([expect.objectContaining({ field: 'qty', messageKey: 'claims:errors.qty_over_invoiced' })]);
    const wrongInvoice = (await data('dealer', create, { input: await input(1, 'INV0000000000') })).createClaimPaa;
    expect(wrongInvoice.userErrors).toEqual([
      expect.objectContaining({ field: 'invoiceNo', messageKey: 'claims:errors.article_not_invoiced' }),
    ]);
    const ok = (await data('dealer', create, { input: await input(2) })).createClaimPaa;
    expect(ok.message.status).toBe(true);
    const claim = await claimOf('dealer', ok.claim.id);
    expect(claim).toMatchObject({ productCategory: 'PAA', frameNumber: null, invoicedValue: line.price * 2 });
    // dealer2 was never invoiced this article: it is not offered and cannot be claimed.
    const theirs = (await data('dealer2', '{ claimArticles(search: "") { id invoices { invoiceNo } } }')).claimArticles;
    expect(theirs.some((a: any) => a.invoices.some((i: any) => i.invoiceNo === line.invoiceNo))).toBe(false);
    const foreign = (await data('dealer2', create, { input: await input(1) })).createClaimPaa;
    expect(foreign.userErrors).toEqual([expect.objectContaining({ field: 'invoiceNo' })]);
  });
});

describe('the review, from submitted to a credit note set against the open invoices', () => {
  it('moves only along the capabilities, asks reasons and an amount within the invoiced value, and writes the credit note', async () => {
    const { id, frame } = await kit.fileBikeClaim('dealer');
    // Outside the capabilities: refused with FORBIDDEN and nothing changed.
    const historyCount = async () =>
      (await db.selectFrom('claimHistories').select('id').where('claimId', '=', Number(id)).execute()).length;
    expect(codes(await move('dealer', id, 'approved', { creditedAmount: 1 }))).toEqual(['U002']);
    expect(codes(await move('warranty', id, 'need_information', { reason: 'x' }))).toEqual(['U002']);
    expect(codes(await move('warranty', id, 'no_such_status'))).toEqual(['U002']);
    expect((await claimOf('dealer', id)).status.id).toBe('submitted');
    expect(await historyCount()).toBe(1);

    expect((await claimOf('dealer', id)).nextStatuses).toEqual(['closed']);
    expect((await claimOf('warranty', id)).nextStatuses).toEqual(['in_review']);
    expect((await data('warranty', STATUS, { id, status: 'in_review' })).updateClaimStatus.message.status).toBe(true);
    const noReason = (await data('warranty', STATUS, { id, status: 'need_information' })).updateClaimStatus;
    expect(noReason.userErrors).toEqual([expect.objectContaining({ field: 'reason', messageKey: 'claims:errors.reason_required' })]);
    expect(
      (await data('warranty', STATUS, { id, status: 'need_information', reason: 'Please send a photo of the seal' })).updateClaimStatus
        .message.status,
    ).toBe(true);
    const mayEdit = await claimOf('dealer', id);
    expect(mayEdit).toMatchObject({ status: { id: 'need_information' }, mayEdit: true, nextStatuses: ['in_review'] });
    expect((await data('dealer', STATUS, { id, status: 'in_review' })).updateClaimStatus.message.status).toBe(true);

    const over = (await data('warranty', STATUS, { id, status: 'approved', creditedAmount: frame.unitPrice + 1 })).updateClaimStatus;
    expect(over.userErrors).toEqual([
      expect.objectContaining({ field: 'creditedAmount', messageKey: 'claims:errors.credit_over_invoiced' }),
    ]);
    expect((await claimOf('warranty', id)).status.id).toBe('in_review');
    const amount = Math.round(frame.unitPrice * 0.4);
    expect((await data('warranty', STATUS, { id, status: 'approved', creditedAmount: amount })).updateClaimStatus.message.status).toBe(
      true,
    );
    expect((await claimOf('dealer', id)).mayEdit).toBe(false);

    const totalsBefore = await openTotals();
    const issued = (await data('warranty', STATUS, { id, status: 'credit_note_issued' })).updateClaimStatus;
    expect(issued.message.status).toBe(true);
    const claim = await claimOf('dealer', id);
    expect(claim.creditedAmount).toBe(amount);
    expect(claim.creditNote).toMatchObject({ amount: -amount, status: 'open' });
    expect(claim.creditNote.invoiceNo).toMatch(/^CN1000\d{6}$/);
    const totalsAfter = await openTotals();
    expect(totalsAfter.deductions).toContainEqual(
      expect.objectContaining({ invoiceNo: claim.creditNote.invoiceNo, accountingAmount: -amount }),
    );
    expect(totalsAfter.total).toBe(totalsBefore.total - amount);
    expect(claim.histories.map((h: any) => h.toStatus)).toEqual([
      'submitted',
      'in_review',
      'need_information',
      'in_review',
      'approved',
      'credit_note_issued',
    ]);
    expect((await data('warranty', STATUS, { id, status: 'closed' })).updateClaimStatus.message.status).toBe(true);
    // The audit log files every change under the claim, the refused moves too.
    const audit = await db
      .selectFrom('auditLog')
      .select(['operation', 'actorUsername', 'result'])
      .where('targetType', '=', 'claim')
      .where('targetIds', '=', JSON.stringify([id]))
      .orderBy('id')
      .execute();
    expect(audit[0]).toEqual({ operation: 'createClaimBike', actorUsername: 'dealer', result: 'ok' });
    expect(audit.filter((a) => a.operation === 'updateClaimStatus' && a.result === 'U002').length).toBe(3);
    expect(audit.filter((a) => a.operation === 'updateClaimStatus' && a.result === 'ok').length).toBe(6);
    expect(audit.filter((a) => a.operation === 'updateClaimStatus' && a.result === 'I001').length).toBe(2);
  });

  it('rejects with a reason and the not-a-warranty mark; a finished claim takes no more documents from the dealer', async () => {
    const { id } = await kit.fileBikeClaim('dealer');
    await data('warranty', STATUS, { id, status: 'in_review' });
    const reject = `mutation($id: ID!) { updateClaimStatus(id: $id, status: "rejected", reason: "Worn pads are no defect", isNotAWarranty: true) { ${RESULT} } }`;
    expect((await data('warranty', reject, { id })).updateClaimStatus.message.status).toBe(true);
    const claim = (
      await data('dealer', 'query($id: ID!) { claim(id: $id) { status { id } isNotAWarranty reasonRejection nextStatuses mayEdit } }', {
        id,
      })
    ).claim;
    expect(claim).toEqual({
      status: { id: 'rejected' },
      isNotAWarranty: true,
      reasonRejection: 'Worn pads are no defect',
      nextStatuses: [],
      mayEdit: false,
    });
    const add =
      'mutation($id: ID!, $f: Int!) { createClaimAdditionalDocument(claimId: $id, title: "Late photo", fileId: $f) { message { status } userErrors { messageKey } } }';
    const late = (await data('dealer', add, { id, f: await kit.uploadedId('dealer', await kit.jpeg(), 'late.jpg') }))
      .createClaimAdditionalDocument;
    expect(late).toEqual({ message: { status: false }, userErrors: [{ messageKey: 'claims:errors.not_editable' }] });
  });

  it('mails the dealer in their language on a status change, and the officer on a dealer comment', async () => {
    const outbox = path.join(portal.env.dataDir, 'outbox');
    const { id, answer } = await kit.fileBikeClaim('dealer');
    const sent = (await outboxMessages(outbox)).length;
    await data('warranty', STATUS, { id, status: 'in_review' });
    const dealerMail = (await outboxMessages(outbox)).slice(sent);
    const dealer = await db.selectFrom('users').select(['email', 'language']).where('username', '=', 'dealer').executeTakeFirstOrThrow();
    expect(dealerMail.some((m) => m.raw.includes(dealer.email!) && m.raw.includes(answer.claim.referenceNo))).toBe(true);
    const comment = `mutation($id: ID!, $c: String!, $i: Boolean!) { createClaimComment(id: $id, comment: $c, isInternal: $i) { message { status } userErrors { messageKey } id } }`;
    const before = (await outboxMessages(outbox)).length;
    expect((await data('dealer', comment, { id, c: 'The seal photo is attached.', i: false })).createClaimComment.message.status).toBe(
      true,
    );
    const officer = await db.selectFrom('users').select('email').where('username', '=', 'warranty').executeTakeFirstOrThrow();
    expect((await outboxMessages(outbox)).slice(before).some((m) => m.raw.includes(officer.email!))).toBe(true);
  });
});

describe('the claim list', () => {
  it('filters, counts and pages in SQL, 10 a page, newest first', async () => {
    for (let i = 0; i < 3; i++) await kit.fileBikeClaim('dealer');
    const LIST = `query($page: Int!, $limit: Int!, $filter: ClaimFilter) { claims(page: $page, limit: $limit, filter: $filter) {
      claims { id referenceNo frameNumber status { id } createdAt } info { page limit count pageTotal } } }`;
    const customerId = await kit.customerIdOf('dealer');
    const total = (await db.selectFrom('claims').select('id').where('customerId', '=', customerId).execute()).length;
    const first = (await data('dealer', LIST, { page: 1, limit: 10 })).claims;
    expect(first.info).toEqual({ page: 1, limit: 10, count: total, pageTotal: Math.ceil(total / 10) });
    expect(first.claims.length).toBe(Math.min(10, total));
    const times = first.claims.map((c: any) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const submitted = (
      await db.selectFrom('claims').select('id').where('customerId', '=', customerId).where('statusId', '=', 'submitted').execute()
    ).length;
    expect((await data('dealer', LIST, { page: 1, limit: 10, filter: { status: ['submitted'] } })).claims.info.count).toBe(submitted);
    const one = first.claims[0];
    const byFrame = (await data('dealer', LIST, { page: 1, limit: 10, filter: { search: one.frameNumber.slice(-8).toLowerCase() } }))
      .claims;
    expect(byFrame.claims.map((c: any) => c.id)).toContain(one.id);
    const byRef = (await data('dealer', LIST, { page: 1, limit: 10, filter: { search: one.referenceNo } })).claims;
    expect(byRef.claims.map((c: any) => c.id)).toEqual([one.id]);
    // The officer works across the dealers of sorg 1000 and narrows to one customer.
    const officer = (await data('warranty', LIST, { page: 1, limit: 10, filter: { customerId } })).claims;
    expect(officer.info.count).toBe(total);
    const customers = (await data('warranty', '{ claimCustomers(search: "") { id custCode } }')).claimCustomers;
    expect(customers.map((c: any) => c.id)).toContain(customerId);
  });
});

async function openTotals() {
  const answer = (await data('dealer', `{ openInvoices { creditCust { totals { total } deductions { invoiceNo accountingAmount } } } }`))
    .openInvoices;
  const custs = answer.flatMap((c: any) => c.creditCust);
  return { total: custs.reduce((s: number, c: any) => s + c.totals.total, 0), deductions: custs.flatMap((c: any) => c.deductions) };
}
