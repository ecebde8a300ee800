/** One platform-wide question and answer (GET /api/pages/faqs). */
export interface Faq {
  _id: string;
  category: string;
  question: string;
  answer: string;
  position: number;
  createdAt: string;
  updatedAt: string;
  version: number;
  updatedByName: string;
}

export const TICKET_CATEGORIES = ['question', 'problem', 'billing', 'feature'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  question: 'A question',
  problem: 'Something is not working',
  billing: 'Billing',
  feature: 'A feature request',
};

export const TICKET_STATES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

/** The ticket actions: `POST /api/pages/tickets/:id/<action>`; which states each leaves and the one it makes. */
export const TICKET_ACTIONS = {
  answer: { from: ['OPEN', 'ANSWERED'], to: 'ANSWERED', platformOnly: true },
  close: { from: ['OPEN', 'ANSWERED'], to: 'CLOSED', platformOnly: false },
  reopen: { from: ['ANSWERED', 'CLOSED'], to: 'OPEN', platformOnly: false },
} as const satisfies Record<string, { from: readonly TicketState[]; to: TicketState; platformOnly: boolean }>;
export type TicketAction = keyof typeof TICKET_ACTIONS;

/** One support request (POST /api/pages/contact, GET /api/pages/tickets). */
export interface SupportTicket {
  _id: string;
  reference: string;
  companyId: string;
  /** Only in the platform admin's answers (the company's own user knows it). */
  companyName?: string;
  userId: string | null;
  userName: string;
  email: string;
  category: TicketCategory;
  subject: string;
  message: string;
  status: TicketState;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** The limits both halves check (the server's schema and the form). */
export const LIMITS = { subject: 200, message: 5000, question: 300, answer: 5000, category: 60, reply: 5000 } as const;

export const TICKET_KIND = 'support-ticket';

