import type { SupportTicket } from '../../shared/types';
import { TICKET_CATEGORY_LABELS } from '../../shared/types';
import type { OutgoingEmail } from '@portolan/sdk/server';

/** The email to the support team about a new request. */
export function supportNotice(ticket: SupportTicket, supportAddress: string, companyName: string): OutgoingEmail {
  return {
    to: supportAddress,
    subject: `[${ticket.reference}] ${ticket.subject}`,
    body: [
      `${ticket.userName} <${ticket.email}> of ${companyName} wrote (${TICKET_CATEGORY_LABELS[ticket.category]}):`,
      '',
      ticket.message,
      '',
      `Answer it in Portolan: /contact?ticket=${ticket._id}`,
    ].join('\n'),
  };
}

/** The acknowledgement to the user who wrote. */
export function acknowledgement(ticket: SupportTicket): OutgoingEmail {
  return {
    to: ticket.email,
    subject: `We received your request ${ticket.reference}`,
    body: [
      `Hello ${ticket.userName},`,
      '',
      `Thank you for writing to Portolan support. Your request "${ticket.subject}" has the reference ${ticket.reference}; we answer by email and on the Contact page.`,
      '',
      'Your message:',
      ticket.message,
    ].join('\n'),
  };
}

/** The support team's answer, to the user who wrote. */
export function answerNotice(ticket: SupportTicket, reply: string, answeredBy: string): OutgoingEmail {
  return {
    to: ticket.email,
    subject: `Re: [${ticket.reference}] ${ticket.subject}`,
    body: [`Hello ${ticket.userName},`, '', reply, '', `— ${answeredBy}, Portolan support`, '', `See the request on the Contact page: /contact?ticket=${ticket._id}`].join('\n'),
  };
}
