const uuidText = { type: 'string', minLength: 1, maxLength: 100 };
const ids = { type: 'array', maxItems: 50, items: uuidText };
const page = { type: 'integer', minimum: 1, maximum: 10_000 };
const limit = { type: 'integer', minimum: 1, maximum: 100 };
const seq = { type: 'integer', minimum: 0, maximum: 2_147_483_647 };
const version = { type: 'integer', minimum: 1 };
const messageBody = { type: 'string', minLength: 1, maxLength: 4000 };

const data = (properties: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  required: ['data'],
  additionalProperties: false,
  properties: { data: { type: 'object', required, additionalProperties: false, properties } },
});

/** JSON schemas of the chat API's bodies, queries and params (README "Chats"); nullable objects as `type: [object, null]`. */
export const chatSchemas = {
  chatParams: { type: 'object', required: ['chatId'], properties: { chatId: uuidText } },
  messageParams: { type: 'object', required: ['chatId', 'messageId'], properties: { chatId: uuidText, messageId: uuidText } },
  attachmentParams: { type: 'object', required: ['chatId', 'messageId', 'documentId'], properties: { chatId: uuidText, messageId: uuidText, documentId: uuidText } },
  listQuery: {
    type: 'object',
    additionalProperties: false,
    properties: {
      search: { type: 'string', maxLength: 200 },
      filter: { type: 'object', additionalProperties: false, properties: { recordKind: { type: 'string', maxLength: 40 }, recordId: uuidText, unread: { type: 'boolean' } } },
      page,
      limit,
    },
  },
  createChat: data(
    {
      title: { type: 'string', maxLength: 200 },
      memberIds: { ...ids, minItems: 1 },
      record: { type: ['object', 'null'], required: ['kind', 'id'], additionalProperties: false, properties: { kind: { type: 'string', minLength: 1, maxLength: 40 }, id: uuidText } },
    },
    ['memberIds'],
  ),
  changeChat: data({ title: { type: 'string', maxLength: 200 }, addMemberIds: ids, removeMemberIds: ids, version }, ['version']),
  messagesQuery: { type: 'object', additionalProperties: false, properties: { before: seq, after: seq, limit } },
  postMessage: data({ body: messageBody, attachments: { type: 'array', maxItems: 10, items: uuidText }, clientId: { type: 'string', minLength: 1, maxLength: 100 } }, ['body']),
  postAnyMessage: data({ chatId: uuidText, body: messageBody, attachments: { type: 'array', maxItems: 10, items: uuidText }, clientId: { type: 'string', minLength: 1, maxLength: 100 } }, ['chatId', 'body']),
  editMessage: data({ body: messageBody, version }, ['body', 'version']),
  read: data({ seq }, ['seq']),
  searchQuery: { type: 'object', additionalProperties: false, properties: { search: { type: 'string', maxLength: 200 }, page, limit } },
  contactsQuery: { type: 'object', additionalProperties: false, properties: { search: { type: 'string', maxLength: 200 }, recordKind: { type: 'string', maxLength: 40 }, recordId: uuidText } },
  none: { type: 'object', additionalProperties: false, properties: {} },
} as const;
