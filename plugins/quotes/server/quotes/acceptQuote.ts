import { badRequest, conflict, writeActivity, type Db, type NoticeServices } from '@portolan/sdk/server';
import { QUOTE_KIND } from '../../shared/types';
import { addEnquiryComment } from './addComment';
import { todayUtc } from '@portolan/sdk/shared';
import { loadQuotes } from './loadQuote';
import { moveEnquiry, type Actor } from './moveEnquiry';
import { notifyForwarder } from '../notifyForwarder';
import { snapshotRevision } from './snapshotRevision';

export type Acceptance = {
  quoteId: string;
  /** The forwarder that owns the quote. */
  companyId: string;
  optionId: string;
  actor: Actor;
  /** Who accepted, as stored and shown (name, email or company). */
  acceptedBy: string;
  comment?: string;
  /** The commenter's company (the customer's, or the forwarder's for a link visitor). */
  commentCompanyId: string;
};

/**
 * The customer's order confirm, in one transaction: PUBLISHED → ACCEPTED (409 naming any other state;
 * 409 "expired" past its validity), the option and who accepted, the enquiry → WON, both audit
 * trails, the comment on the enquiry's thread, the forwarder told ('quote.accepted'). A second accept is a 409.
 */
export async function acceptQuote(db: Db, notices: NoticeServices, a: Acceptance) {
  return db.transaction(async (tx) => {
    const locked = await tx.one<{ status: string; valid_until: string }>('SELECT status, valid_until::text AS valid_until FROM quotes WHERE id = $1 AND company_id = $2 FOR UPDATE', [a.quoteId, a.companyId]);
    if (!locked) throw conflict('Cannot accept: the quote is gone');
    if (locked.status !== 'PUBLISHED') throw conflict(`Cannot accept: the quote is ${locked.status}`);
    if (locked.valid_until < todayUtc()) throw conflict(`Cannot accept: the quote expired on ${locked.valid_until}`);
    const [quote] = await loadQuotes(tx, 'q.id = $1', [a.quoteId]);
    const option = quote!.options.find((o) => o._id === a.optionId);
    if (!option) throw badRequest('data.optionId is not an option of this quote', 'data.optionId');
    await tx.query(
      "UPDATE quotes SET status = 'ACCEPTED', accepted_option_id = $2, accepted_at = now(), accepted_by = $3, version = version + 1, updated_at = now() WHERE id = $1",
      [a.quoteId, a.optionId, a.acceptedBy],
    );
    await writeActivity(tx, { kind: QUOTE_KIND, recordId: a.quoteId, companyId: a.companyId, actorId: a.actor.id, actorName: a.actor.name, action: 'accept', from: 'PUBLISHED', to: 'ACCEPTED', note: `${option.title} (${quote!.currency} ${option.sellTotal})` });
    await moveEnquiry(tx, { enquiryId: quote!.enquiryId, companyId: a.companyId, from: ['QUOTING', 'QUOTED', 'EXPIRED'], to: 'WON', actor: a.actor, action: 'quote-accepted', note: `${quote!.reference}: ${option.title}` });
    if (a.comment?.trim()) await addEnquiryComment(tx, { enquiryId: quote!.enquiryId, companyId: a.commentCompanyId, authorId: a.actor.id, authorName: a.actor.name, text: a.comment });
    const [accepted] = await loadQuotes(tx, 'q.id = $1', [a.quoteId]);
    await snapshotRevision(tx, a.companyId, accepted!, a.actor.id);
    await notifyForwarder(tx, notices, { enquiryId: quote!.enquiryId }, {
      event: 'quote.accepted',
      subject: `Quote ${quote!.reference} accepted by ${quote!.customerName}`,
      href: `/enquiries/${quote!.enquiryId}?tab=quote`,
      record: { kind: QUOTE_KIND, id: a.quoteId },
      ...(a.actor.id ? { actorUserId: a.actor.id } : {}),
      body: [
        `${a.acceptedBy} accepted ${option.title} of quote ${quote!.reference} revision ${quote!.revision} (enquiry ${quote!.enquiryReference}): ${quote!.currency} ${option.sellTotal}.`,
        a.comment?.trim() ? `\nTheir comment: ${a.comment.trim()}` : '',
        '\nThe enquiry is now WON: book the shipment.',
      ].join(''),
    });
    return accepted!;
  });
}
